/** Counting words for humanSummary: "1 rule", "3 rules", "1 company", "2 companies". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
