/**
 * One employee's month as a person pack holds it: only what answers by person need of each punch
 * day (its worked minutes, approved extension minutes and start code), a few bytes a day, so that
 * the months of many employees fit in one item. Pure.
 *
 * `dd,worked,extension,start` per day, days joined by `;`; an empty field is null (an incomplete
 * day, or a day without BEGIN_DAY). Numbers are written as JavaScript writes them, so they come
 * back exactly.
 */
import { decodePunch, type PunchContribution } from './contributions.js';

/** What an answer by person needs of one punch day. */
export type PersonDay = Pick<PunchContribution, 'worked' | 'extension' | 'start'> & {
  /** Day of the month, `01`..`31`. */
  dayOfMonth: string;
};

/** The person-month day attributes (`d01`..`d31`, each an encoded contribution) as one packed value; undefined without days. */
export function packPersonMonth(dayAttributes: Readonly<Record<string, string>>): string | undefined {
  const days = Object.keys(dayAttributes)
    .sort()
    .map((attribute) => {
      const { worked, extension, start } = decodePunch(dayAttributes[attribute] as string);
      return `${attribute.slice(1)},${worked ?? ''},${extension},${start ?? ''}`;
    });
  return days.length === 0 ? undefined : days.join(';');
}

const numberOrNull = (field: string | undefined): number | null =>
  field === undefined || field === '' ? null : Number(field);

export function unpackPersonMonth(packed: string): PersonDay[] {
  return packed.split(';').map((day) => {
    const [dayOfMonth = '', worked, extension, start] = day.split(',');
    return {
      dayOfMonth,
      worked: numberOrNull(worked),
      extension: Number(extension),
      start: numberOrNull(start),
    };
  });
}
