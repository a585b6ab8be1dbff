/**
 * Prometheus metrics for one node. Each app gets a registry of its own (tests build several apps in
 * one process, and a metric name may be registered once per registry), while the process metrics
 * (CPU, memory, event loop, GC) are collected once per process: they describe the process, not an
 * app, and each collection installs observers that would pile up with every app a test builds.
 *
 * Other modules add their own series through `counter`, `gauge` and `histogram`, which return the
 * existing metric when the name is already registered, so registering twice is harmless.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';

let processRegistry: Registry | null = null;

function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; spans a fast cached read up to a slow payment-provider call. */
const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();

  constructor(nodeId: string) {
    this.registry.setDefaultLabels({ node: nodeId });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return this.getOrCreate(name, Counter, () => new Counter({ name, help, labelNames, registers: [this.registry] }));
  }

  gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return this.getOrCreate(name, Gauge, () => new Gauge({ name, help, labelNames, registers: [this.registry] }));
  }

  histogram<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[] = [],
    buckets: number[] = DEFAULT_BUCKETS,
  ): Histogram<L> {
    return this.getOrCreate(
      name,
      Histogram,
      () => new Histogram({ name, help, labelNames, buckets, registers: [this.registry] }),
    );
  }

  /** The exposition text: process metrics, then this node's own. */
  async render(): Promise<string> {
    const [proc, own] = await Promise.all([processMetrics().metrics(), this.registry.metrics()]);
    return `${proc}\n${own}`;
  }

  private getOrCreate<M extends Metric>(name: string, kind: abstract new (...args: never[]) => M, create: () => M): M {
    const existing = this.registry.getSingleMetric(name);
    if (!existing) return create();
    if (!(existing instanceof kind)) throw new Error(`metric ${name} is already registered as another type`);
    return existing;
  }
}

export function createMetrics(nodeId: string): Metrics {
  processMetrics();
  return new Metrics(nodeId);
}
