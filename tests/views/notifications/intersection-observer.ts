// jsdom has no layout and no IntersectionObserver: this stand-in records what is observed and lets a
// test say "the list was scrolled so the load-more sentinel came within reach".
type Entry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'target' | 'intersectionRatio'>;

export class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();
  readonly targets = new Set<Element>();
  readonly rootMargin: string;

  constructor(
    private readonly callback: (entries: Entry[], observer: FakeIntersectionObserver) => void,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.instances.delete(this);
  }

  takeRecords() {
    return [];
  }

  /** Every observed target comes within reach (the list was scrolled down to it). */
  static scrollIntoReach() {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = [...observer.targets].map((target) => ({
        target,
        isIntersecting: true,
        intersectionRatio: 1,
      }));
      if (entries.length > 0) observer.callback(entries, observer);
    }
  }

  static install() {
    FakeIntersectionObserver.instances.clear();
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }
}
