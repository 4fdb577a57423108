import { queryRows, type Db } from '@paysight/db';
import { sql, type SQL } from 'drizzle-orm';
import { worksAtProved } from '../referrals/employment-proof.service.js';

/** SQL of gurus; the database (or a transaction) is the first argument. */

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A coach who may coach now: proved at their current company (the referrals' rule), or a labelled demo coach. */
const listable = (g: string) => sql`(${sql.raw(g)}.is_demo or ${worksAtProved(sql.raw(`${g}.user_id`), sql.raw(`${g}.company_id`))})`;

/** Bookings that hold their slot: a hold not yet run out, or a paid booking (whatever became of it). */
const LIVE = sql`('held', 'confirmed', 'completed', 'candidate-absent', 'coach-absent')`;
const holdsSlot = (b: string, now: Date) =>
  sql`(${sql.raw(b)}.status in ${LIVE} and not (${sql.raw(b)}.status = 'held' and ${sql.raw(b)}.held_until <= ${at(now)}))`;

/** A slot a member can book: not withdrawn, far enough ahead, held by nobody. */
const freeSlot = (s: string, now: Date, notice: Date, horizon: Date) => sql`(
  ${sql.raw(s)}.withdrawn_at is null and ${sql.raw(s)}.starts_at >= ${at(notice)} and ${sql.raw(s)}.starts_at <= ${at(horizon)}
  and not exists (select 1 from guru_bookings fb where fb.slot_id = ${sql.raw(s)}.id and ${holdsSlot('fb', now)}))`;

/** Sessions a coach held, and missed (did not come, or cancelled under 48 hours before). */
const reliabilityOf = (g: string) => sql`
  (select count(*) filter (where rb.status in ('completed', 'candidate-absent'))::int
     from guru_bookings rb join guru_slots rs on rs.id = rb.slot_id where rs.coach_id = ${sql.raw(g)}.id) as held,
  (select count(*) filter (where rb.status = 'coach-absent'
       or (rb.status = 'cancelled' and rb.cancelled_by = 'coach' and rb.cancelled_at > rs.starts_at - interval '48 hours'))::int
     from guru_bookings rb join guru_slots rs on rs.id = rb.slot_id where rs.coach_id = ${sql.raw(g)}.id) as missed`;

export interface CoachRow {
  id: number;
  user_id: string;
  name: string;
  headline: string;
  region: 'in' | 'us';
  is_demo: boolean;
  company_name: string;
  company_slug: string;
  title: string | null;
  family_name: string | null;
  family_slug: string | null;
  held: number;
  missed: number;
  free_slots: number;
  price_from: number | null;
  total: number;
}

export interface CoachFilters {
  id?: number | undefined;
  company?: string | undefined;
  family?: string | undefined;
  region?: 'in' | 'us' | undefined;
}

interface Window {
  now: Date;
  notice: Date;
  horizon: Date;
}

/** Coaches who may coach now, with their title, family, reliability and free slots; real coaches first, then the soonest free. */
export async function listCoaches(db: Db, f: CoachFilters, w: Window, limit: number, offset: number): Promise<CoachRow[]> {
  const where: SQL[] = [listable('g')];
  if (f.id !== undefined) where.push(sql`g.id = ${f.id}`);
  if (f.company) where.push(sql`c.slug = ${f.company}`);
  if (f.family) where.push(sql`jf.slug = ${f.family}`);
  if (f.region) where.push(sql`g.region = ${f.region}`);
  return queryRows<CoachRow>(
    db,
    sql`select g.id, g.user_id, case when g.is_demo then 'Demo coach' else coalesce(nullif(u.name, ''), 'A member') end as name,
          g.headline, g.region, g.is_demo, c.name as company_name, c.slug as company_slug,
          t.name as title, jf.name as family_name, jf.slug as family_slug, ${reliabilityOf('g')},
          (select count(*)::int from guru_slots s where s.coach_id = g.id and ${freeSlot('s', w.now, w.notice, w.horizon)}) as free_slots,
          (select min(s.price) from guru_slots s where s.coach_id = g.id and ${freeSlot('s', w.now, w.notice, w.horizon)}) as price_from,
          (select min(s.starts_at) from guru_slots s where s.coach_id = g.id and ${freeSlot('s', w.now, w.notice, w.horizon)}) as next_at,
          count(*) over ()::int as total
        from guru_coaches g
          join users u on u.id = g.user_id
          join companies c on c.id = g.company_id
          left join profiles p on p.user_id = g.user_id and not g.is_demo
          left join titles t on t.id = coalesce(p.title_id, g.title_id)
          left join job_families jf on jf.id = t.family_id
        where ${sql.join(where, sql` and `)}
        order by g.is_demo, next_at nulls last, g.id
        limit ${limit} offset ${offset}`,
  );
}

/** Companies and families that have a coach now, with how many: the list's filter choices. */
export async function coachFacets(db: Db) {
  const rows = await queryRows<{ kind: 'company' | 'family'; name: string; slug: string; coaches: number }>(
    db,
    sql`with listed as (
          select g.company_id, t.family_id from guru_coaches g
            left join profiles p on p.user_id = g.user_id and not g.is_demo
            left join titles t on t.id = coalesce(p.title_id, g.title_id)
          where ${listable('g')})
        select 'company' as kind, c.name, c.slug, count(*)::int as coaches from listed l join companies c on c.id = l.company_id group by c.name, c.slug
        union all
        select 'family', f.name, f.slug, count(*)::int from listed l join job_families f on f.id = l.family_id group by f.name, f.slug
        order by 1, 2`,
  );
  const pick = (kind: 'company' | 'family') =>
    rows.filter((r) => r.kind === kind).map(({ name, slug, coaches }) => ({ name, slug, coaches }));
  return { companies: pick('company'), families: pick('family') };
}

export interface FreeSlotRow {
  id: number;
  coach_id: number;
  starts_at: Date | string;
  minutes: number;
  price: number;
  currency: 'INR' | 'USD';
}

/** The coaches' free slots, soonest first: `perCoach` of each (all when null). */
export async function freeSlotsOf(db: Db, coachIds: number[], w: Window, perCoach: number | null): Promise<FreeSlotRow[]> {
  if (coachIds.length === 0) return [];
  return queryRows<FreeSlotRow>(
    db,
    sql`select id, coach_id, starts_at, minutes, price, currency from (
          select s.*, row_number() over (partition by s.coach_id order by s.starts_at) as n
          from guru_slots s
          where s.coach_id in (${sql.join(
            coachIds.map((id) => sql`${id}`),
            sql`, `,
          )}) and ${freeSlot('s', w.now, w.notice, w.horizon)}) x
        where ${perCoach === null ? sql`true` : sql`n <= ${perCoach}`}
        order by coach_id, starts_at`,
  );
}

/** The member's coach row, with whether they may coach there now and their record. */
export async function ownCoach(db: Db, userId: string) {
  const [row] = await queryRows<{
    id: number;
    headline: string;
    region: 'in' | 'us';
    company_id: number;
    company_name: string;
    company_slug: string;
    eligible: boolean;
    held: number;
    missed: number;
  }>(
    db,
    sql`select g.id, g.headline, g.region, g.company_id, c.name as company_name, c.slug as company_slug,
          ${worksAtProved(sql`g.user_id`, sql`g.company_id`)} as eligible, ${reliabilityOf('g')}
        from guru_coaches g join companies c on c.id = g.company_id
        where g.user_id = ${userId} and not g.is_demo`,
  );
  return row;
}

/** The member's current company (their profile's). */
export async function currentCompany(db: Db, userId: string) {
  const [row] = await queryRows<{ id: number; name: string; slug: string }>(
    db,
    sql`select c.id, c.name, c.slug from profiles p join companies c on c.id = p.company_id where p.user_id = ${userId}`,
  );
  return row;
}

export interface OwnSlotRow {
  id: number;
  starts_at: Date | string;
  minutes: number;
  price: number;
  currency: 'INR' | 'USD';
  booking_id: number | null;
  status: string | null;
  held_until: Date | string | null;
  candidate_name: string | null;
  candidate_email: string | null;
}

/** A coach's slots from a week ago on (sessions whose outcome is still to record), each with the booking that holds it. */
export async function coachSlots(db: Db, coachId: number, since: Date): Promise<OwnSlotRow[]> {
  return queryRows<OwnSlotRow>(
    db,
    sql`select s.id, s.starts_at, s.minutes, s.price, s.currency, b.id as booking_id, b.status, b.held_until,
          case when b.status in ('confirmed', 'completed', 'candidate-absent', 'coach-absent') then coalesce(nullif(u.name, ''), 'A member') end as candidate_name,
          case when b.status in ('confirmed', 'completed', 'candidate-absent', 'coach-absent') then u.email end as candidate_email
        from guru_slots s
          left join lateral (
            select * from guru_bookings b where b.slot_id = s.id and b.status in ${LIVE} order by b.id desc limit 1) b on true
          left join users u on u.id = b.candidate_id
        where s.coach_id = ${coachId} and s.withdrawn_at is null and s.starts_at >= ${at(since)}
        order by s.starts_at
        limit 300`,
  );
}

export interface SlotForBooking {
  id: number;
  coach_id: number;
  coach_user_id: string;
  coach_name: string;
  coach_email: string;
  company_name: string;
  is_demo: boolean;
  eligible: boolean;
  starts_at: Date | string;
  minutes: number;
  price: number;
  currency: 'INR' | 'USD';
  withdrawn_at: Date | string | null;
}

const SLOT_COLUMNS = sql`s.id, s.coach_id, g.user_id as coach_user_id, coalesce(nullif(u.name, ''), 'Your coach') as coach_name,
  u.email as coach_email, c.name as company_name, g.is_demo, ${listable('g')} as eligible,
  s.starts_at, s.minutes, s.price, s.currency, s.withdrawn_at`;

/** A slot with its coach and whether they may coach now. */
export async function slotForBooking(db: Db, slotId: number): Promise<SlotForBooking | undefined> {
  const [row] = await queryRows<SlotForBooking>(
    db,
    sql`select ${SLOT_COLUMNS} from guru_slots s join guru_coaches g on g.id = s.coach_id
          join users u on u.id = g.user_id join companies c on c.id = g.company_id
        where s.id = ${slotId}`,
  );
  return row;
}

/** Frees the slot when its hold ran out unpaid (a booking of it may then be made). */
export async function releaseLapsedHolds(db: Db, now: Date, slotId?: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update guru_bookings set status = 'released', held_until = null
        where status = 'held' and held_until <= ${at(now)} ${slotId === undefined ? sql`` : sql`and slot_id = ${slotId}`}
        returning id`,
  );
  return rows.length;
}

/** Locks the member's row for the rest of the transaction: their holds are counted one booking at a time. */
export async function lockMember(db: Db, userId: string) {
  await queryRows(db, sql`select id from users where id = ${userId} for update`);
}

/** The member's live hold on the slot, if they hold it. */
export async function ownHold(db: Db, slotId: number, userId: string) {
  const [row] = await queryRows<{ id: number; order_id: string }>(
    db,
    sql`select id, order_id from guru_bookings where slot_id = ${slotId} and candidate_id = ${userId} and status = 'held'`,
  );
  return row;
}

export async function countHolds(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from guru_bookings where candidate_id = ${userId} and status = 'held' and held_until > ${at(now)}`,
  );
  return row?.n ?? 0;
}

/** Holds the slot: the partial unique index refuses a second live booking, so of two at once one is written. */
export async function insertHold(
  db: Db,
  v: { slotId: number; candidateId: string; orderId: string; amount: number; currency: 'INR' | 'USD'; heldUntil: Date; now: Date },
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into guru_bookings (slot_id, candidate_id, order_id, status, amount, currency, held_until, created_at)
        values (${v.slotId}, ${v.candidateId}, ${v.orderId}, 'held', ${v.amount}, ${v.currency}, ${at(v.heldUntil)}, ${at(v.now)})
        on conflict do nothing
        returning id`,
  );
  return row?.id ?? null;
}

export interface BookingRow {
  id: number;
  slot_id: number;
  candidate_id: string | null;
  order_id: string | null;
  status: 'held' | 'released' | 'confirmed' | 'cancelled' | 'completed' | 'candidate-absent' | 'coach-absent';
  amount: number;
  currency: 'INR' | 'USD';
  held_until: Date | string | null;
  cancelled_by: 'candidate' | 'coach' | 'refund' | null;
  refund_percent: number | null;
  created_at: Date | string;
  starts_at: Date | string;
  minutes: number;
  withdrawn_at: Date | string | null;
  coach_id: number;
  coach_user_id: string;
  coach_name: string;
  coach_email: string;
  company_name: string;
  company_slug: string;
  candidate_name: string | null;
  candidate_email: string | null;
}

const BOOKING_COLUMNS = sql`b.id, b.slot_id, b.candidate_id, b.order_id, b.status, b.amount, b.currency, b.held_until, b.cancelled_by,
  b.refund_percent, b.created_at, s.starts_at, s.minutes, s.withdrawn_at, g.id as coach_id, g.user_id as coach_user_id,
  coalesce(nullif(cu.name, ''), 'Your coach') as coach_name, cu.email as coach_email, c.name as company_name, c.slug as company_slug,
  coalesce(nullif(m.name, ''), 'A member') as candidate_name, m.email as candidate_email`;
const BOOKING_FROM = sql`guru_bookings b join guru_slots s on s.id = b.slot_id join guru_coaches g on g.id = s.coach_id
  join users cu on cu.id = g.user_id join companies c on c.id = g.company_id left join users m on m.id = b.candidate_id`;

/** One booking with its slot, coach and candidate; locked (the booking row) for the rest of the transaction when asked. */
export async function findBooking(db: Db, where: { id: number } | { orderId: string }, forUpdate = false): Promise<BookingRow | undefined> {
  const which = 'id' in where ? sql`b.id = ${where.id}` : sql`b.order_id = ${where.orderId}`;
  const [row] = await queryRows<BookingRow>(
    db,
    sql`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where ${which} ${forUpdate ? sql`for update of b` : sql``}`,
  );
  return row;
}

/** The member's bookings: live upcoming ones soonest first, then the rest, latest first. */
export async function candidateBookings(db: Db, userId: string, now: Date): Promise<BookingRow[]> {
  return queryRows<BookingRow>(
    db,
    sql`select ${BOOKING_COLUMNS} from ${BOOKING_FROM}
        where b.candidate_id = ${userId}
        order by (b.status in ('held', 'confirmed') and s.starts_at > ${at(now)}) desc,
          case when b.status in ('held', 'confirmed') and s.starts_at > ${at(now)} then s.starts_at end asc,
          s.starts_at desc, b.id desc
        limit 100`,
  );
}

/** Whether another booking holds the slot now (other than `bookingId`). */
export async function slotHeldByOther(db: Db, slotId: number, bookingId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from guru_bookings b where b.slot_id = ${slotId} and b.id <> ${bookingId} and ${holdsSlot('b', now)}) as taken`,
  );
  return Boolean(row?.taken);
}

/**
 * Claims the confirmed sessions due a reminder: those starting within `within` of now (and later
 * than `after`), booked before that window opened, not reminded yet. One UPDATE, so two servers
 * sweeping at once remind each session once.
 */
export async function claimReminders(
  db: Db,
  column: 'reminded_day_at' | 'reminded_hour_at',
  now: Date,
  window: { hours: number; afterHours: number },
): Promise<number[]> {
  const col = sql.raw(column);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update guru_bookings b set ${col} = ${at(now)}
        from guru_slots s
        where s.id = b.slot_id and b.status = 'confirmed' and b.${col} is null
          and s.starts_at > ${at(now)} + make_interval(hours => ${window.afterHours})
          and s.starts_at <= ${at(now)} + make_interval(hours => ${window.hours})
          and b.confirmed_at <= s.starts_at - make_interval(hours => ${window.hours})
        returning b.id`,
  );
  return rows.map((r) => r.id);
}
