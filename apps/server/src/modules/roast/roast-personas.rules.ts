import type { api } from '@paysight/contract';

/**
 * The roast personas: each a voice and its offline templates. They critique the career (title,
 * employer, years, skills, where the pay stands) and nothing about the person: no words for gender,
 * age, birth, ethnicity, religion, disability or marital status, whatever the member's profile holds
 * (roast.rules.ts: protectedTraitWords, checked in the tests over every template).
 *
 * A template writes no number of its own: every figure comes in already displayed ("₹24.5 L",
 * "72nd", "6 years") from the member's facts, so the offline text passes the figures guard too.
 */

/** What a template may say, each figure as displayed; null when the member's data has none. */
export interface RoastView {
  title: string | null;
  company: string | null;
  years: string | null;
  skillCount: string | null;
  topSkills: string | null;
  /** Resume only: positions and employers listed. */
  positions: string | null;
  employers: string | null;
  pay:
    | { outcome: 'ranked'; band: 'low' | 'mid' | 'high'; total: string; percentile: string; median: string; slice: string; count: string }
    | { outcome: 'too-few'; minSlice: string }
    | { outcome: 'not-counted' }
    | { outcome: 'none'; source: 'profile' | 'resume' };
}

export interface PersonaTemplates {
  opening: string;
  role(title: string | null, company: string | null): string;
  experience(years: string | null, positions: string | null, employers: string | null): string;
  skills(count: string | null, top: string | null): string;
  pay(pay: RoastView['pay']): string;
  closing: string;
}

export interface Persona {
  id: api.RoastPersonaId;
  name: string;
  voice: string;
  /** How the persona talks, for a model's system prompt. */
  style: string;
  templates: PersonaTemplates;
}

type RankedPay = Extract<RoastView['pay'], { outcome: 'ranked' }>;

/** A persona's lines on the pay: one per band of a ranked pay, one per other outcome. */
interface PayLines {
  low(pay: RankedPay): string;
  mid(pay: RankedPay): string;
  high(pay: RankedPay): string;
  tooFew(minSlice: string): string;
  notCounted: string;
  noneInResume: string;
  noneOnFile: string;
}

const payLines =
  (lines: PayLines) =>
  (pay: RoastView['pay']): string => {
    switch (pay.outcome) {
      case 'ranked':
        return lines[pay.band](pay);
      case 'too-few':
        return lines.tooFew(pay.minSlice);
      case 'not-counted':
        return lines.notCounted;
      case 'none':
        return pay.source === 'resume' ? lines.noneInResume : lines.noneOnFile;
    }
  };

const role = (title: string | null, company: string | null) =>
  title && company ? `${title} at ${company}` : title ? title : company ? `whatever you do at ${company}` : null;

const drillSergeant: Persona = {
  id: 'drill-sergeant',
  name: 'The Drill Sergeant',
  voice: 'Barks at your career like it showed up late to roll call.',
  style: 'A drill sergeant: short, loud sentences, orders, exclamation marks, zero patience for coasting, grudging respect for effort.',
  templates: {
    opening: 'ATTENTION! Drop the coffee and face the facts, recruit!',
    role: (title, company) =>
      role(title, company)
        ? `You call yourself a ${role(title, company)}? I have seen sharper job descriptions on a cafeteria menu!`
        : 'No title, no employer on file! Are you a professional or a rumour?',
    experience: (years, positions, employers) =>
      years
        ? `${years} in the field${positions ? `, ${positions} listed` : ''}${employers ? ` across ${employers}` : ''}, and you still march like it is your first day!`
        : 'Your years of experience are classified, apparently. Even your resume is hiding from me!',
    skills: (count, top) =>
      count
        ? `${count} on the list${top ? ` (${top})` : ''}. A list is not a weapon until you use it, recruit!`
        : 'Skills listed: none! You are going into battle with a spoon!',
    pay: payLines({
      low: (pay) =>
        `${pay.total} a year. That is the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, recruit! The median is ${pay.median}. Most of the platoon is ahead of you and they are not even running!`,
      mid: (pay) =>
        `${pay.total} a year puts you at the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}. The median is ${pay.median}. Middle of the pack is where careers go to nap!`,
      high: (pay) =>
        `${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, well past the median of ${pay.median}. Fine! Now stop admiring the medal and keep moving!`,
      tooFew: (minSlice) =>
        `Your slice has fewer than ${minSlice} published salaries, so there is no ranking to yell about. Consider yourself lucky, recruit!`,
      notCounted: 'Your pay is still waiting for review, so it has no standing yet. Even your salary is stuck in basic training!',
      noneInResume: 'This resume does not say what it earns. Keep secrets from the enemy, not from your sergeant!',
      noneOnFile: 'No current pay on file! How do you expect to win a negotiation you will not even report for?',
    }),
    closing: 'Now give me a plan, a promotion and a pay rise, in that order! DISMISSED!',
  },
};

const disappointedParent: Persona = {
  id: 'disappointed-parent',
  name: 'The Disappointed Parent',
  voice: 'Not angry. Just disappointed. And telling the whole family about it.',
  style:
    'A disappointed parent: sighs, guilt, comparisons with a cousin who is doing very well, "I am not angry, just disappointed", warm underneath.',
  templates: {
    opening: 'Sit down, dear. No, not there. We need to talk about your career.',
    role: (title, company) =>
      role(title, company)
        ? `${role(title, company)}. That is nice. Your cousin is also doing something, you know. Something with a bigger title.`
        : 'You have not even filled in your title and employer. What do I tell people at dinner?',
    experience: (years, positions, employers) =>
      years
        ? `${years} of experience${positions ? `, ${positions}` : ''}${employers ? ` at ${employers}` : ''}. All that time, and I still cannot explain your job to anyone.`
        : 'I asked how long you have been working and you could not even tell me. I am not angry.',
    skills: (count, top) =>
      count
        ? `${count}${top ? `, like ${top}` : ''}. We paid for all those courses, and this is the list?`
        : 'No skills listed. Not one. I had to read that twice.',
    pay: payLines({
      low: (pay) =>
        `You earn ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, when the median is ${pay.median}. I am not angry. I am just disappointed.`,
      mid: (pay) =>
        `${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}. The median is ${pay.median}. Average. We did not raise you to be average, dear.`,
      high: (pay) =>
        `${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, above the median of ${pay.median}. Good. So why do you never call?`,
      tooFew: (minSlice) =>
        `Fewer than ${minSlice} people in your slice have shared their pay, so nobody can even compare you. Convenient, isn’t it?`,
      notCounted: 'Your salary is still being reviewed, they tell me. Even the salary pages are not sure about you yet.',
      noneInResume: 'And this resume does not mention money at all. Hiding things from family now?',
      noneOnFile: 'You have not told us what you earn. Which tells me everything.',
    }),
    closing: 'Anyway. Eat something. And update your resume before your cousin does.',
  },
};

const hypeInvestor: Persona = {
  id: 'hype-investor',
  name: 'The Hype Investor',
  voice: 'Pitches your career like a startup that badly needs a pivot.',
  style:
    'A breathless venture investor: startup jargon (runway, pivot, traction, moat, hockey stick, term sheet), treats the career as a company being pitched.',
  templates: {
    opening: 'Love the energy. Let’s look at the deck for You, Inc.',
    role: (title, company) =>
      role(title, company)
        ? `Product: ${role(title, company)}. Solid, but where is the moat? Right now you are a feature, not a platform.`
        : 'No title, no employer. You are pre-product, and I say that with love.',
    experience: (years, positions, employers) =>
      years
        ? `${years} of runway burned${positions ? `, ${positions} shipped` : ''}${employers ? `, ${employers} as customers` : ''}. Traction is there, but this is a flat line, not a hockey stick.`
        : 'Time in market: undisclosed. Investors hate undisclosed.',
    skills: (count, top) =>
      count
        ? `Tech stack: ${count}${top ? `, led by ${top}` : ''}. Nice, but everybody has that stack. What is your unfair advantage?`
        : 'Tech stack: empty. That is not lean, that is vapourware.',
    pay: payLines({
      low: (pay) =>
        `Revenue: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}. Median is ${pay.median}. You are undervalued, which is a nice way of saying you are underpriced.`,
      mid: (pay) =>
        `Revenue: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, median ${pay.median}. Respectable. Nobody ever rang the bell for respectable.`,
      high: (pay) =>
        `Revenue: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, well above the ${pay.median} median. Now that is a valuation. Don’t get complacent, the next round is harder.`,
      tooFew: (minSlice) =>
        `Your market has fewer than ${minSlice} published salaries: no comparables, no valuation. Great for mystique, terrible for negotiating.`,
      notCounted: 'Your pay is still in due diligence (held for review), so no valuation yet.',
      noneInResume: 'The resume shows no revenue figures. Bold move for a pitch.',
      noneOnFile: 'No pay on file. You are asking me to invest blind.',
    }),
    closing: 'My advice: pivot to impact, raise your price, and send me the updated deck.',
  },
};

const corporateMemo: Persona = {
  id: 'corporate-memo',
  name: 'The Corporate Memo',
  voice: 'Passive-aggressive office English, circling back on your career.',
  style:
    'A passive-aggressive corporate memo: "per my last email", "circling back", "as discussed", "going forward", polite on the surface and merciless underneath.',
  templates: {
    opening: 'Hi team, just circling back on your career, as discussed (it was not discussed).',
    role: (title, company) =>
      role(title, company)
        ? `Per our records you are a ${role(title, company)}. Going forward, it would be great to see that title grow some scope.`
        : 'Per our records your title and employer are blank. Please action this at your earliest convenience.',
    experience: (years, positions, employers) =>
      years
        ? `Noting ${years} of experience${positions ? ` over ${positions}` : ''}${employers ? ` at ${employers}` : ''}. Let’s take the learnings offline and operationalise them, eventually.`
        : 'Your experience field is empty. Per my last email, that is not a best practice.',
    skills: (count, top) =>
      count
        ? `Skills on file: ${count}${top ? ` (${top})` : ''}. Great synergies. Let’s leverage them before the next reorg.`
        : 'Skills on file: none. Flagging this as a blocker.',
    pay: payLines({
      low: (pay) =>
        `Quick update on compensation: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, against a median of ${pay.median}. Not ideal. Looping in your negotiation skills.`,
      mid: (pay) =>
        `Compensation: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice} (median ${pay.median}). Meets expectations, which is what we write when nobody is impressed.`,
      high: (pay) =>
        `Compensation: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, ahead of the ${pay.median} median. Exceeds expectations. Please do not mention it in the all-hands.`,
      tooFew: (minSlice) => `Fewer than ${minSlice} published salaries in your slice, so benchmarking is out of scope for this quarter.`,
      notCounted: 'Your pay is pending review. We will revert once the stakeholders align.',
      noneInResume: 'The attached resume omits compensation. Please resend with the numbers, thanks in advance.',
      noneOnFile: 'No current pay on file. Hard to calibrate what we cannot see.',
    }),
    closing: 'Thanks, and please find your career attached. Let me know if any questions. Best regards.',
  },
};

const sportsCommentator: Persona = {
  id: 'sports-commentator',
  name: 'The Sports Commentator',
  voice: 'Live play-by-play of your career, replays included.',
  style:
    'A live sports commentator: play-by-play, replays, crowd noise, dramatic pauses, "what a move", "and the crowd goes quiet"; always addresses the player as "you".',
  templates: {
    opening: 'Welcome back, folks, to another thrilling season of your career!',
    role: (title, company) =>
      role(title, company)
        ? `Lining up today: ${role(title, company)}. The crowd is on its feet. Well, some of it.`
        : 'And we have a player with no position and no team on the sheet. Unusual tactics!',
    experience: (years, positions, employers) =>
      years
        ? `${years} on the pitch${positions ? `, ${positions} played` : ''}${employers ? ` for ${employers}` : ''}. Steady play, but where is the breakaway?`
        : 'How long have you been playing? Nobody in the commentary box knows!',
    skills: (count, top) =>
      count
        ? `Moves in the playbook: ${count}${top ? `, with ${top} the signature plays` : ''}. Let’s see one in a final, shall we?`
        : 'The playbook is empty. You are improvising out there!',
    pay: payLines({
      low: (pay) =>
        `And the scoreboard: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}. The median is ${pay.median}. Oh, and the crowd goes quiet.`,
      mid: (pay) =>
        `Scoreboard: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, right around the median of ${pay.median}. A draw, folks, a solid draw.`,
      high: (pay) =>
        `Scoreboard: ${pay.total} a year, the ${pay.percentile} percentile of ${pay.count} published salaries for ${pay.slice}, beating the median of ${pay.median}. What a move! Let’s see that again in slow motion!`,
      tooFew: (minSlice) => `No league table today: fewer than ${minSlice} published salaries in this division. The match goes unranked!`,
      notCounted: 'Your pay is under video review. We will have the decision shortly.',
      noneInResume: 'The resume keeps the transfer fee secret. Tactical!',
      noneOnFile: 'No pay on the scoreboard at all. Are we even keeping score?',
    }),
    closing: 'That is full time for now. Stay tuned for the transfer window!',
  },
};

export const PERSONAS: readonly Persona[] = [drillSergeant, disappointedParent, hypeInvestor, corporateMemo, sportsCommentator];

export const personaById = (id: string): Persona | null => PERSONAS.find((p) => p.id === id) ?? null;

/** The offline roast: the persona's templates over the view, the same text for the same facts. */
export function writeOfflineRoast(persona: Persona, view: RoastView): string {
  const t = persona.templates;
  return [
    t.opening,
    t.role(view.title, view.company),
    t.experience(view.years, view.positions, view.employers),
    t.skills(view.skillCount, view.topSkills),
    t.pay(view.pay),
    t.closing,
  ].join(' ');
}
