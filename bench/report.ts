/**
 * Gates and the report: every measurement is filed per goal and subject, once per kept run; the
 * verdict uses the median of the runs. Goals measured per function (G1-G3) show their worst
 * function in the table; the JSON holds every subject.
 */

export type Op = '<=' | '>=';

export interface Measure {
  goal: string;
  subject: string;
  op: Op;
  limit: number;
  /** 'x': a ratio; 'n': a count. */
  unit: 'x' | 'n';
  values: number[];
  /** Absolute numbers of each run, for information. */
  info: string[];
}

export interface Row {
  goal: string;
  subject: string;
  value: number;
  gate: string;
  pass: boolean;
  info: string;
  runs: number[];
}

/** Goals whose subjects collapse into their worst one in the table. */
const COLLAPSED = new Set(['G1 size', 'G1 absolute', 'G1 own cap', 'G1b', 'G2', 'G3', 'G12']);

const fmt = (value: number, unit: 'x' | 'n') =>
  Number.isNaN(value) ? 'n/a' : unit === 'x' ? `${value.toFixed(2)}x` : String(Math.round(value * 100) / 100);

export class Report {
  private readonly measures = new Map<string, Measure>();

  add(
    goal: string,
    subject: string,
    op: Op,
    limit: number,
    value: number,
    info: string,
    unit: 'x' | 'n' = 'x',
  ) {
    const id = `${goal}|${subject}`;
    let measure = this.measures.get(id);
    if (!measure) {
      measure = { goal, subject, op, limit, unit, values: [], info: [] };
      this.measures.set(id, measure);
    }
    measure.values.push(value);
    measure.info.push(info);
  }

  /** Files another run's measurements under the same goals. */
  merge(run: Report): void {
    for (const m of run.measures.values()) {
      m.values.forEach((value, index) => {
        this.add(m.goal, m.subject, m.op, m.limit, value, m.info[index] ?? '', m.unit);
      });
    }
  }

  /** Every subject's median and verdict. */
  rows(): Row[] {
    return [...this.measures.values()].map((m) => {
      const order = m.values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
      // The median; with an even count (runs were discarded) the middle value on the failing side.
      const at = order.length % 2 === 1 || m.op === '>=' ? (order.length - 1) / 2 : order.length / 2;
      const mid = order[Math.floor(at)] ?? { value: Number.NaN, index: 0 };
      const pass = m.op === '<=' ? mid.value <= m.limit : mid.value >= m.limit;
      return {
        goal: m.goal,
        subject: m.subject,
        value: mid.value,
        gate: `${m.op === '<=' ? '≤' : '≥'} ${fmt(m.limit, m.unit)}`,
        pass,
        info: m.info[mid.index] ?? '',
        runs: m.values,
      };
    });
  }

  /** The table's rows: collapsed goals keep the subject closest to (or furthest past) its gate. */
  tableRows(): Row[] {
    const rows = this.rows();
    const table: Row[] = [];
    const worst = new Map<string, { row: Row; margin: number }>();
    for (const row of rows) {
      if (!COLLAPSED.has(row.goal)) {
        table.push(row);
        continue;
      }
      const m = this.measures.get(`${row.goal}|${row.subject}`);
      const margin = m ? (m.op === '<=' ? row.value / m.limit : m.limit / row.value) : 0;
      const seen = worst.get(row.goal);
      const failing = rows.filter((r) => r.goal === row.goal && !r.pass).length;
      const merged = { ...row, subject: `worst: ${row.subject}${failing ? ` (${failing} failing)` : ''}` };
      if (!seen) {
        worst.set(row.goal, { row: merged, margin });
        table.push(merged);
      } else if (margin > seen.margin) {
        table[table.indexOf(seen.row)] = merged;
        worst.set(row.goal, { row: merged, margin });
      }
    }
    return table.sort((a, b) => goalOrder(a.goal) - goalOrder(b.goal));
  }

  passed(): boolean {
    return this.rows().every((row) => row.pass);
  }
}

function goalOrder(goal: string): number {
  const [number, rest] = [Number.parseInt(goal.slice(1), 10), goal.slice(1).replace(/^\d+/, '')];
  return number * 10 + (rest.includes('b') ? 1 : rest ? 2 : 0);
}

export function formatTable(rows: readonly Row[]): string {
  const header = ['Goal', 'Subject', 'Measured (median of runs)', 'Gate', 'Result', 'Absolute (information)'];
  const lines = rows.map((row) => [
    row.goal,
    row.subject,
    row.gate.includes('x') ? fmt(row.value, 'x') : fmt(row.value, 'n'),
    row.gate,
    row.pass ? 'pass' : 'FAIL',
    row.info,
  ]);
  const escapeCell = (cell: string) => cell.replaceAll('|', '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((cells) => `| ${cells.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}
