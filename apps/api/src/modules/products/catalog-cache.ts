import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { jsonBytes, sendJsonBytes } from '../../lib/json-bytes';
import { findCatalogVersion } from './products.repository';

/** How long a process serves its cached catalog before asking whether the catalog changed. */
export const CATALOG_RECHECK_MS = 1000;

const MAX_ENTRIES = 1000;

interface Entry {
  body: Buffer;
  etag: string;
}

/**
 * The public catalog (products, stations) as finished JSON replies, per language and query.
 * Every process asks the database at most once a second whether the catalog changed (a
 * fingerprint of the rows), so a price or station changed by any process or by hand reaches
 * every reply within a second; until then a reply costs no query. Replies carry an ETag and
 * answer 304 to a matching If-None-Match.
 */
export class CatalogCache {
  private entries = new Map<string, Entry>();
  private version = '';
  private checkedAt = -Infinity;
  private checking: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  /** Forgets every reply at once (after a change made by this process). */
  invalidate(): void {
    this.entries.clear();
    this.checkedAt = -Infinity;
  }

  /** Undefined when the cached replies are known to be current (no wait, no microtask). */
  private fresh(): Promise<void> | undefined {
    if (performance.now() - this.checkedAt < CATALOG_RECHECK_MS) return undefined;
    this.checking ??= findCatalogVersion(this.db)
      .then((version) => {
        if (version !== this.version) this.entries.clear();
        this.version = version;
        this.checkedAt = performance.now();
      })
      .finally(() => {
        this.checking = undefined;
      });
    return this.checking;
  }

  /**
   * Sends the reply for this request. Synchronous when the catalog is known to be current and
   * the reply is cached, which is nearly every request; otherwise a promise of the reply sent.
   */
  reply(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<unknown>,
  ): Promise<void> | undefined {
    const checking = this.fresh();
    // The validated query, so that spellings of one query share an entry.
    const key = `${request.routeOptions.url} ${request.lang} ${JSON.stringify(request.query)}`;
    const entry = checking ? undefined : this.entries.get(key);
    if (entry) {
      send(request, reply, entry);
      return undefined;
    }
    return this.replyLater(request, reply, key, checking, compute);
  }

  /** The reply after the catalog's check, from the cache or computed now. */
  private async replyLater(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    checking: Promise<void> | undefined,
    compute: () => Promise<unknown>,
  ): Promise<void> {
    await checking;
    send(request, reply, this.entries.get(key) ?? (await this.compute(key, compute)));
  }

  private async compute(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    // Pages past the catalog's end are many; the cache stays small whatever is asked.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const version = this.version;
    const body = jsonBytes(await compute());
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    // A reply computed while the catalog changed under it is not kept.
    if (version === this.version) this.entries.set(key, entry);
    return entry;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) reply.code(304).send();
  else sendJsonBytes(reply, entry.body);
}

const caches = new WeakMap<Db, CatalogCache>();

/** The one catalog cache of a database (shared by the products and the stations routes). */
export function catalogCache(db: Db): CatalogCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogCache(db);
    caches.set(db, cache);
  }
  return cache;
}
