/** The shape of an admin command: named string options in, a JSON-serialisable answer out. */
export interface AdminCommand {
  summary: string;
  /** Option names (without --) and whether each is required. */
  options: Record<string, { required?: boolean; description: string }>;
  run(options: Record<string, string | undefined>): Promise<unknown>;
}

export function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
