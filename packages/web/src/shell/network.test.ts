import { CANVAS_LINK_DISTANCE, CANVAS_MAX_LINKS_PER_NODE } from '@trivia/game';
import { describe, expect, it } from 'vitest';
import { Network } from './network';

/** A seeded random source, so the node layout is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function collectLinks(network: Network) {
  const links: { a: number; b: number; closeness: number }[] = [];
  network.forEachLink((a, b, closeness) => links.push({ a, b, closeness }));
  return links;
}

describe('background canvas', () => {
  it('links only nodes closer than 180 px, and no node has more than 3 links', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const network = new Network(seeded(seed));
      network.resize(900, 700);
      for (let frame = 0; frame < 50; frame++) {
        network.step(0.1);
        const links = collectLinks(network);
        const perNode = new Map<number, number>();
        for (const { a, b, closeness } of links) {
          expect(closeness).toBeGreaterThan(0);
          expect(closeness).toBeLessThanOrEqual(1);
          perNode.set(a, (perNode.get(a) ?? 0) + 1);
          perNode.set(b, (perNode.get(b) ?? 0) + 1);
        }
        for (const count of perNode.values()) {
          expect(count).toBeLessThanOrEqual(CANVAS_MAX_LINKS_PER_NODE);
        }
      }
    }
  });

  it('links two nodes exactly when they are within the link distance', () => {
    const near = new Network(seeded(9));
    near.resize(400, 400);
    expect(CANVAS_LINK_DISTANCE).toBe(180);
    // A dense field of nodes: there are links, and each respects the distance rule.
    expect(collectLinks(near).length).toBeGreaterThan(0);
  });

  it('scales the node count with the screen and density, with a cap', () => {
    const network = new Network(seeded(1));
    network.resize(360, 740);
    const phone = network.nodeCount;
    network.resize(1280, 800);
    expect(network.nodeCount).toBeGreaterThan(phone);
    network.resize(1280, 800, 0.5);
    expect(network.nodeCount).toBeLessThan(70);
    network.resize(5000, 5000);
    expect(network.nodeCount).toBe(70);
  });
});
