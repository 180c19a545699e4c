/** A progress bar on stderr: redrawn in place on a terminal, a line per tenth otherwise. */
export class Progress {
  private done = 0;
  private readonly started = Date.now();
  private lastDrawn = 0;
  private lastTenth = -1;

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {
    this.draw();
  }

  tick(amount = 1): void {
    this.done += amount;
    const now = Date.now();
    if (now - this.lastDrawn >= 250 || this.done >= this.total) this.draw();
  }

  finish(): void {
    this.done = Math.max(this.done, this.total);
    this.draw();
    if (process.stderr.isTTY) process.stderr.write('\n');
  }

  private draw(): void {
    this.lastDrawn = Date.now();
    const share = this.total === 0 ? 1 : Math.min(1, this.done / this.total);
    const seconds = (Date.now() - this.started) / 1000;
    const rate = seconds > 0 ? this.done / seconds : 0;
    const left = rate > 0 ? Math.max(0, (this.total - this.done) / rate) : 0;
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '-');
    const line = `${this.label.padEnd(34)} [${bar}] ${(share * 100).toFixed(0).padStart(3)}% ${this.done.toLocaleString('en-US')}/${this.total.toLocaleString('en-US')}  ${Math.round(rate).toLocaleString('en-US')}/s  ${seconds.toFixed(0)} s, ${left.toFixed(0)} s left`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== this.lastTenth) {
      this.lastTenth = tenth;
      process.stderr.write(`${line}\n`);
    }
  }
}
