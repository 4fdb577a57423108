import { AppError, api, type SessionUser } from '@paysight/contract';
import type { Db } from '@paysight/db';
import { z } from 'zod';
import { Cache } from '../../lib/cache.js';
import { companyBySlug } from '../catalog/catalog.service.js';
import { notify, pushNotification, type NotifyDeps } from '../notifications/notifications.service.js';
import { snapshotted } from '../salary-records/salary-records.service.js';
import { careerTree, type TreeBranch } from './career-tree.rules.js';
import {
  alreadyAsked,
  answerIntro,
  countOpenSent,
  currentCareerVersion,
  historiesOfTitleHolders,
  insertIntro,
  introById,
  introsOf,
  membersWhoMoved,
  titleBySlug,
  titlesByIds,
} from './moves.queries.js';

/**
 * The career tree and introductions (contract api/career-moves.ts). The tree is computed from
 * career histories per (region, title, company) and cached under the histories' version, so a new
 * position shows up on the next request and an unchanged tree is never recomputed.
 */

export interface MovesDeps {
  db: Db;
  now: () => Date;
  minSlice: number;
  notifications: NotifyDeps;
}

export const NOT_ENOUGH_HISTORIES = 'Not enough career histories for this title yet';
export const NO_SUCH_INTRO = 'No such introduction';

export function createMovesService(deps: MovesDeps) {
  // Keyed by the histories' version: entries of an older version are never read again and age out.
  const trees = new Cache<api.CareerTree>({ freshMs: 10 * 60_000, staleMs: 0, maxEntries: 500, now: deps.now });

  async function tree(query: api.CareerTreeQuery): Promise<api.CareerTree> {
    const [title, company] = await Promise.all([
      titleBySlug(deps.db, query.title),
      query.company ? companyBySlug(deps.db, query.company) : Promise.resolve(null),
    ]);
    if (!title) throw new AppError(404, `No such title: ${query.title}`);
    if (query.company && !company) throw new AppError(404, `No such company: ${query.company}`);
    const version = await currentCareerVersion(deps.db);
    const compute = async (): Promise<api.CareerTree> => {
      const positions = await historiesOfTitleHolders(deps.db, query.cc, title.id, company?.id ?? null);
      const result = careerTree(
        positions,
        { titleId: title.id, companyId: company?.id ?? null },
        { minSlice: deps.minSlice, depth: api.CAREER_TREE_DEPTH, branches: api.CAREER_TREE_BRANCHES },
      );
      if (result.people < deps.minSlice) throw new AppError(404, NOT_ENOUGH_HISTORIES);
      const ids = new Set<number>();
      const collect = (branches: TreeBranch[]) => branches.forEach((b) => (ids.add(b.titleId), collect(b.next)));
      collect(result.next);
      const names = await titlesByIds(deps.db, [...ids]);
      const toNode = (b: TreeBranch): api.CareerTreeNode => ({
        title: names.get(b.titleId) ?? { name: 'Unknown title', slug: '' },
        people: b.people,
        medianMonthsBefore: b.medianMonthsBefore,
        medianPayChangePct: b.medianPayChangePct,
        changedCompanyPct: b.changedCompanyPct,
        next: b.next.map(toNode),
      });
      return {
        countryCode: query.cc,
        title: { name: title.name, slug: title.slug },
        company: company ? { name: company.name, slug: company.slug } : null,
        people: result.people,
        movedOn: result.movedOn,
        next: result.next.map(toNode),
        hiddenMoves: result.hiddenMoves,
        isDemo: result.isDemo,
      };
    };
    return trees.get(`${version}:${query.cc}:${title.id}:${company?.id ?? ''}`, async () => {
      if (company) return compute();
      // A title's region-wide tree reads every holder's history (most of a second for the largest
      // titles): kept in the database for the histories' version, so a restarted server reads it back.
      const kept = await snapshotted(
        deps.db,
        `career-tree:${query.cc}:${title.id}`,
        z.object({ careerVersion: z.literal(version), tree: api.careerTree }),
        async () => ({ careerVersion: version, tree: await compute() }),
      );
      return kept.tree;
    });
  }

  async function listIntros(user: Pick<SessionUser, 'id'>): Promise<api.CareerIntros> {
    const rows = await introsOf(deps.db, user.id, 200);
    const sent: api.CareerIntro[] = [];
    const received: api.CareerIntro[] = [];
    for (const row of rows) {
      const direction = row.intro.requesterId === user.id ? 'sent' : 'received';
      const other = direction === 'sent' ? row.target : row.requester;
      (direction === 'sent' ? sent : received).push(toIntro(row.intro, direction, row.from, row.to, other));
    }
    return { sent, received };
  }

  async function requestIntro(user: Pick<SessionUser, 'id'>, body: api.CreateIntroBody): Promise<api.CareerIntro> {
    if (body.from === body.to) throw new AppError(400, 'from and to must be two different companies');
    const [from, to] = await Promise.all([companyBySlug(deps.db, body.from), companyBySlug(deps.db, body.to)]);
    if (!from) throw new AppError(404, `No such company: ${body.from}`);
    if (!to) throw new AppError(404, `No such company: ${body.to}`);
    if ((await countOpenSent(deps.db, user.id)) >= api.INTRO_OPEN_LIMIT)
      throw new AppError(409, `You have ${api.INTRO_OPEN_LIMIT} introductions waiting for an answer: ask again once one is answered`);
    const [movers, asked] = await Promise.all([
      membersWhoMoved(deps.db, from.id, to.id, user.id),
      alreadyAsked(deps.db, user.id, from.id, to.id),
    ]);
    const alreadyOpen = () => new AppError(409, `You already asked about the move from ${from.name} to ${to.name}: wait for the answer`);
    if ([...asked.values()].includes('pending')) throw alreadyOpen();
    const targetId = movers.find((id) => !asked.has(id));
    if (!targetId)
      throw new AppError(
        404,
        movers.length === 0
          ? `No member who moved from ${from.name} to ${to.name} can be asked yet`
          : `You have asked every member who moved from ${from.name} to ${to.name}`,
      );
    const at = deps.now();
    const intro = await deps.db.transaction(async (tx) => {
      const row = await insertIntro(tx as unknown as Db, {
        requesterId: user.id,
        targetId,
        fromCompanyId: from.id,
        toCompanyId: to.id,
        message: body.message,
        createdAt: at,
      });
      if (!row) return null;
      const raised = await notify(
        deps.notifications,
        targetId,
        {
          category: 'career',
          text: `A member asks for an introduction about your move from ${from.name} to ${to.name}. They see your name only if you accept.`,
          link: '/career#intros',
          actionText: 'Answer',
          dedupeKey: `intro:${row.id}:asked`,
        },
        tx as unknown as Db,
      );
      return { row, raised };
    });
    // Two requests at once: the partial unique index lets one in.
    if (!intro) throw alreadyOpen();
    if (intro.raised) pushNotification(deps.notifications, targetId, intro.raised);
    return toIntro(intro.row, 'sent', from, to, null);
  }

  async function answer(user: Pick<SessionUser, 'id'>, id: number, accept: boolean): Promise<api.CareerIntro> {
    const at = deps.now();
    const done = await deps.db.transaction(async (tx) => {
      const row = await answerIntro(tx as unknown as Db, id, user.id, accept, at);
      if (!row) return null;
      const raised = await notify(
        deps.notifications,
        row.requesterId,
        {
          category: 'career',
          text: accept
            ? 'A member accepted your introduction request: their name and email are on your career page.'
            : 'A member declined your introduction request. You can ask another member who made the same move.',
          link: '/career#intros',
          actionText: accept ? 'See who' : 'Open',
          dedupeKey: `intro:${row.id}:answered`,
        },
        tx as unknown as Db,
      );
      return { row, raised };
    });
    if (!done) {
      const existing = await introById(deps.db, id);
      // Another member's request (or none) is absent; one's own, already answered, is a conflict.
      if (existing && existing.targetId === user.id) throw new AppError(409, 'This introduction was already answered');
      throw new AppError(404, NO_SUCH_INTRO);
    }
    if (done.raised) pushNotification(deps.notifications, done.row.requesterId, done.raised);
    const listed = (await listIntros(user)).received.find((i) => i.id === id);
    if (!listed) throw new AppError(404, NO_SUCH_INTRO);
    return listed;
  }

  return { tree, listIntros, requestIntro, answer };
}
export type MovesService = ReturnType<typeof createMovesService>;

function toIntro(
  intro: { id: number; message: string; status: 'pending' | 'accepted' | 'declined'; createdAt: Date; respondedAt: Date | null },
  direction: 'sent' | 'received',
  from: { name: string; slug: string },
  to: { name: string; slug: string },
  other: { name: string; email: string } | null,
): api.CareerIntro {
  return {
    id: intro.id,
    direction,
    from: { name: from.name, slug: from.slug },
    to: { name: to.name, slug: to.slug },
    message: intro.message,
    status: intro.status,
    // Names only once the asked member accepted: before that (and after a decline) neither side is named.
    contact: intro.status === 'accepted' && other ? { name: other.name || other.email.split('@')[0]!, email: other.email } : null,
    createdAt: intro.createdAt.toISOString(),
    respondedAt: intro.respondedAt?.toISOString() ?? null,
  };
}
