/**
 * Update and condition expressions with a placeholder for every attribute name and value, so an
 * attribute may be named anything (a reserved word, a punch field) and a value is never spliced in.
 */
import type { Item } from './entity.js';

export class Expressions {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private count = 0;

  name(attribute: string): string {
    const placeholder = `#a${this.count++}`;
    this.names[placeholder] = attribute;
    return placeholder;
  }

  value(value: unknown): string {
    const placeholder = `:v${this.count++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** `SET` of every attribute given; those in `firstOnly` keep the value they were first written with. */
  set(attributes: Item, firstOnly: Item = {}): string {
    const assignments = Object.entries(attributes).map(
      ([name, value]) => `${this.name(name)} = ${this.value(value)}`,
    );
    for (const [name, value] of Object.entries(firstOnly)) {
      const placeholder = this.name(name);
      assignments.push(`${placeholder} = if_not_exists(${placeholder}, ${this.value(value)})`);
    }
    return `SET ${assignments.join(', ')}`;
  }

  /** The names and values to send with the expressions built. */
  attributes(): { ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues?: Item } {
    return {
      ExpressionAttributeNames: this.names,
      ...(Object.keys(this.values).length > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}
