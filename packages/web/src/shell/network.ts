import { CANVAS_LINK_DISTANCE, CANVAS_MAX_LINKS_PER_NODE } from '@trivia/game';

const MAX_NODES = 70;
const AREA_PER_NODE = 16_000;
const SPEED = 18; // px per second
const LINK_DISTANCE_SQ = CANVAS_LINK_DISTANCE * CANVAS_LINK_DISTANCE;
const ALPHA_BUCKETS = 4;

/**
 * The drifting nodes of the background: nodes closer than 180 px are linked,
 * at most 3 links per node. State lives in typed arrays allocated once per size, so a frame
 * allocates nothing; links are stroked in a few alpha buckets (a handful of draw calls).
 */
export class Network {
  private count = 0;
  private width = 0;
  private height = 0;
  private xs = new Float32Array(0);
  private ys = new Float32Array(0);
  private vxs = new Float32Array(0);
  private vys = new Float32Array(0);
  private links = new Uint8Array(0);
  private pairs = new Uint16Array(0);
  private pairCounts = new Uint16Array(ALPHA_BUCKETS);

  constructor(private readonly random: () => number = Math.random) {}

  get nodeCount(): number {
    return this.count;
  }

  resize(width: number, height: number, density = 1): void {
    this.width = width;
    this.height = height;
    const count = Math.min(MAX_NODES, Math.round(((width * height) / AREA_PER_NODE) * density));
    if (count === this.count) return;
    this.count = count;
    this.xs = new Float32Array(count);
    this.ys = new Float32Array(count);
    this.vxs = new Float32Array(count);
    this.vys = new Float32Array(count);
    this.links = new Uint8Array(count);
    // Each node starts at most CANVAS_MAX_LINKS_PER_NODE links; 2 indices per link.
    this.pairs = new Uint16Array(ALPHA_BUCKETS * count * CANVAS_MAX_LINKS_PER_NODE * 2);
    for (let i = 0; i < count; i++) {
      this.xs[i] = this.random() * width;
      this.ys[i] = this.random() * height;
      const angle = this.random() * Math.PI * 2;
      this.vxs[i] = Math.cos(angle) * SPEED;
      this.vys[i] = Math.sin(angle) * SPEED;
    }
  }

  /** Moves every node by `seconds`, bouncing off the edges. */
  step(seconds: number): void {
    const { xs, ys, vxs, vys, width, height } = this;
    for (let i = 0; i < this.count; i++) {
      let x = xs[i]! + vxs[i]! * seconds;
      let y = ys[i]! + vys[i]! * seconds;
      if (x < 0 || x > width) {
        vxs[i] = -vxs[i]!;
        x = Math.min(Math.max(x, 0), width);
      }
      if (y < 0 || y > height) {
        vys[i] = -vys[i]!;
        y = Math.min(Math.max(y, 0), height);
      }
      xs[i] = x;
      ys[i] = y;
    }
  }

  /** Visits the links of the current positions: (a, b, closeness 0..1). Used by draw and tests. */
  forEachLink(visit: (a: number, b: number, closeness: number) => void): void {
    const { xs, ys, links } = this;
    links.fill(0);
    for (let a = 0; a < this.count; a++) {
      for (let b = a + 1; b < this.count && links[a]! < CANVAS_MAX_LINKS_PER_NODE; b++) {
        if (links[b]! >= CANVAS_MAX_LINKS_PER_NODE) continue;
        const dx = xs[a]! - xs[b]!;
        const dy = ys[a]! - ys[b]!;
        const distSq = dx * dx + dy * dy;
        if (distSq >= LINK_DISTANCE_SQ) continue;
        links[a]!++;
        links[b]!++;
        visit(a, b, 1 - Math.sqrt(distSq) / CANVAS_LINK_DISTANCE);
      }
    }
  }

  /** Sets the colour ("r,g,b") once; the per-frame styles are precomputed strings. */
  setColor(rgb: string): void {
    this.linkStyles = Array.from(
      { length: ALPHA_BUCKETS },
      (_, bucket) => `rgba(${rgb},${(0.08 + 0.1 * bucket).toFixed(2)})`,
    );
    this.nodeStyle = `rgba(${rgb},0.55)`;
  }

  private linkStyles: string[] = [];
  private nodeStyle = 'rgba(0,0,0,0.5)';

  // Created once: draw() passes it to forEachLink without allocating a closure per frame.
  private readonly collectLink = (a: number, b: number, closeness: number): void => {
    const bucket = Math.min(ALPHA_BUCKETS - 1, Math.floor(closeness * ALPHA_BUCKETS));
    const at = bucket * this.stride() + this.pairCounts[bucket]! * 2;
    this.pairs[at] = a;
    this.pairs[at + 1] = b;
    this.pairCounts[bucket]!++;
  };

  private stride(): number {
    return this.count * CANVAS_MAX_LINKS_PER_NODE * 2;
  }

  draw(ctx: CanvasRenderingContext2D): void {
    const { xs, ys, pairs, pairCounts } = this;
    const stride = this.stride();
    ctx.clearRect(0, 0, this.width, this.height);
    pairCounts.fill(0);
    this.forEachLink(this.collectLink);
    ctx.lineWidth = 1;
    for (let bucket = 0; bucket < ALPHA_BUCKETS; bucket++) {
      const n = pairCounts[bucket]!;
      if (n === 0) continue;
      ctx.strokeStyle = this.linkStyles[bucket] ?? this.nodeStyle;
      ctx.beginPath();
      for (let k = 0; k < n; k++) {
        const a = pairs[bucket * stride + k * 2]!;
        const b = pairs[bucket * stride + k * 2 + 1]!;
        ctx.moveTo(xs[a]!, ys[a]!);
        ctx.lineTo(xs[b]!, ys[b]!);
      }
      ctx.stroke();
    }
    ctx.fillStyle = this.nodeStyle;
    ctx.beginPath();
    for (let i = 0; i < this.count; i++) {
      ctx.moveTo(xs[i]! + 2.5, ys[i]!);
      ctx.arc(xs[i]!, ys[i]!, 2.5, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}
