import { Anchor, Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import type { FormEvent } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { CardSection } from '~/shell/card-section';
import { SelectField } from '~/shell/fields';
import blocks from '~/shell/page-blocks.module.css';
import { Pagination } from '~/shell/pagination';
import {
  ACADEMY_PATH,
  academyHref,
  DIFFICULTY_VALUES,
  isFiltered,
  parseAcademyQuery,
  ROUND_VALUES,
  type AcademyQuery,
} from '../academy-query';
import { askedText, DIFFICULTY_LABELS, formatMonth, plural, ROUND_LABELS } from '../academy-text';
import classes from './academy.module.css';
import { InlineCode } from './inline-code';

/** The filters: a plain GET form (works without JavaScript); the companies offered are those with enough reports. */
export function AcademyFilters({
  query,
  companies,
  families,
  chosen,
}: {
  query: AcademyQuery;
  companies: api.AcademyCompany[];
  families: { slug: string; name: string }[];
  /** The company of the view, which may have too few reports to be among `companies`. */
  chosen: { slug: string; name: string } | null;
}) {
  const navigate = useNavigate();
  const companyOptions = companies.map((c) => ({ value: c.company.slug, label: c.company.name }));
  if (chosen && !companyOptions.some((o) => o.value === chosen.slug)) companyOptions.push({ value: chosen.slug, label: chosen.name });
  // With JavaScript, the URL carries only the filters chosen (without it, the browser sends the empty ones too: read the same).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value !== '') params.set(key, value);
    void navigate(academyHref(parseAcademyQuery(params)));
  };
  return (
    <Form
      method="get"
      action={ACADEMY_PATH}
      className={blocks.card}
      aria-label="Filter interview questions"
      onSubmit={onSubmit}
      // The selects are uncontrolled: a new URL (a link, Clear filters) starts them from its values.
      key={academyHref({ ...query, page: undefined })}
    >
      <div className={classes.filters}>
        <SelectField
          name="company"
          label="Company"
          defaultValue={query.company ?? ''}
          data={[{ value: '', label: 'Any company' }, ...companyOptions]}
        />
        <SelectField
          name="family"
          label="Job family"
          defaultValue={query.family ?? ''}
          data={[{ value: '', label: 'Any family' }, ...families.map((f) => ({ value: f.slug, label: f.name }))]}
        />
        <SelectField
          name="round"
          label="Round"
          defaultValue={query.round ?? ''}
          data={[{ value: '', label: 'Any round' }, ...ROUND_VALUES.map((r) => ({ value: r, label: ROUND_LABELS[r] }))]}
        />
        <SelectField
          name="difficulty"
          label="Difficulty"
          defaultValue={query.difficulty ?? ''}
          data={[{ value: '', label: 'Any difficulty' }, ...DIFFICULTY_VALUES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))]}
        />
        <div className={`${blocks.inline} ${classes.filterActions}`}>
          <Button type="submit" variant="default">
            Show questions
          </Button>
          {isFiltered(query) && (
            <Link className={blocks.link} to={ACADEMY_PATH}>
              Clear filters
            </Link>
          )}
        </div>
      </div>
    </Form>
  );
}

/** Where a seed question comes from: the set, its repository and licence, the notice the licence asks for. */
function SourceLine({ source }: { source: api.QuestionSource }) {
  return (
    <p className={classes.source} data-testid="question-source">
      From{' '}
      <a href={source.url} rel="noopener noreferrer">
        {source.repository}
      </a>{' '}
      ({source.title}) ·{' '}
      <a href={source.licenceUrl} rel="license noopener noreferrer">
        {source.licence}
      </a>{' '}
      · {source.notice}
    </p>
  );
}

function QuestionItem({ q }: { q: api.AcademyQuestion }) {
  const rounds = q.rounds.map((r) => ROUND_LABELS[r]).join(', ');
  return (
    <li className={classes.question} data-testid="academy-question">
      <p className={classes.questionText}>
        <InlineCode text={q.text} />
      </p>
      {q.detail && (
        <p className={classes.detail}>
          <InlineCode text={q.detail} />
        </p>
      )}
      {q.code && (
        <pre className={classes.code} tabIndex={0} aria-label="Code of the question">
          <code>{q.code}</code>
        </pre>
      )}
      {q.choices.length > 0 && (
        <ul className={classes.choices}>
          {q.choices.map((c) => (
            <li key={c}>
              <InlineCode text={c} />
            </li>
          ))}
        </ul>
      )}
      {q.answer && (
        <details className={classes.answer}>
          <summary>Answer</summary>
          {q.answer}
          {q.choices.find((c) => c.startsWith(`${q.answer}:`)) ? (
            <>
              {' — '}
              <InlineCode
                text={q.choices
                  .find((c) => c.startsWith(`${q.answer}:`))!
                  .slice(q.answer.length + 1)
                  .trim()}
              />
            </>
          ) : null}
        </details>
      )}
      <div className={`${blocks.inline} ${classes.meta}`}>
        <span data-testid="question-count">{askedText(q)}</span>
        {q.askedRecently && q.lastAsked && <span className={blocks.pill}>Asked recently · {formatMonth(q.lastAsked)}</span>}
        {!q.askedRecently && q.lastAsked && <span>Last asked {formatMonth(q.lastAsked)}</span>}
        {rounds && <span>{rounds}</span>}
        {q.difficulty && <span>{DIFFICULTY_LABELS[q.difficulty]}</span>}
        {q.topic && !rounds.includes(q.topic) && <span>{q.topic}</span>}
      </div>
      {q.source && <SourceLine source={q.source} />}
    </li>
  );
}

/** The questions of the view, most asked first, paged; under the privacy floor, why none of a company's are shown. */
export function AcademyQuestionList({ view, query }: { view: api.AcademyQuestions; query: AcademyQuery }) {
  const company = view.filters.company;
  const title = company ? `Questions asked at ${company.name}` : 'Questions';
  return (
    <CardSection id="academy-questions-title" title={`${title}: ${plural(view.total, 'question')}`} testId="academy-questions">
      {view.belowFloor && company ? (
        <Text data-testid="academy-below-floor">
          Fewer than {view.minSlice} approved interview reports about {company.name}
          {isFiltered({ ...query, company: undefined }) ? ' match these filters' : ''} so far: its questions are shown once {view.minSlice}{' '}
          members have reported, so no one can be recognised by what they were asked.{' '}
          <Anchor component={Link} to={academyHref({ ...query, company: undefined, page: undefined })} fw={600}>
            Questions at every company
          </Anchor>
        </Text>
      ) : view.items.length === 0 ? (
        <Text c="dimmed" data-testid="academy-empty">
          No question matches these filters yet.{' '}
          <Anchor component={Link} to={ACADEMY_PATH} fw={600}>
            All questions
          </Anchor>
        </Text>
      ) : (
        <>
          <p className={blocks.sectionNote}>
            Most asked first: each count is of interview reports an admin checked
            {company ? ` (${plural(view.reports ?? 0, 'report')} about ${company.name})` : ''}; “asked recently” means in the last{' '}
            {view.recentMonths} months. Questions from open sets show their source and licence. Page {view.page} of {view.totalPages}.
          </p>
          <ul className={classes.questions}>
            {view.items.map((q) => (
              <QuestionItem key={q.id} q={q} />
            ))}
          </ul>
          <Pagination page={view.page} totalItems={view.total} pageSize={view.pageSize} href={(page) => academyHref(query, { page })} />
        </>
      )}
    </CardSection>
  );
}

/** A company's interview figures, from MIN_SLICE approved reports or more. */
export function CompanyFigures({ company }: { company: api.AcademyCompany }) {
  const figures: [string, string][] = [
    ['Reports', plural(company.reports, 'report')],
    ['Difficulty', `${company.difficulty.toFixed(1)} of 5`],
    ['Positive experience', `${company.positive}%`],
    ['Got an offer', company.offers === null ? 'Too few answers' : `${company.offers}%`],
    ['Typical process', company.medianDays === null ? 'Too few answers' : plural(company.medianDays, 'day')],
  ];
  return (
    <CardSection id="academy-company-title" title={`Interviewing at ${company.company.name}`} testId="academy-company">
      <dl className={classes.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={blocks.terms}>
            <dt>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </CardSection>
  );
}

/** Companies with enough reports to show, each a link to its questions. */
export function AcademyCompanies({ companies, query }: { companies: api.AcademyCompanies; query: AcademyQuery }) {
  return (
    <CardSection id="academy-companies-title" title="Companies with interview reports" testId="academy-companies">
      {companies.companies.length === 0 ? (
        <Text c="dimmed">
          No company has {companies.minSlice} approved interview reports yet: a company is listed, with its questions, from{' '}
          {companies.minSlice}.
        </Text>
      ) : (
        <>
          <p className={blocks.sectionNote}>
            Each from {companies.minSlice} or more approved reports
            {companies.hiddenCompanies > 0
              ? `; ${plural(companies.hiddenCompanies, 'more company', 'more companies')} have fewer so far`
              : ''}
            .
          </p>
          <ul className={classes.companies}>
            {companies.companies.map((c) => (
              <li key={c.company.slug}>
                <Link className={blocks.link} to={academyHref({ ...query, company: c.company.slug, page: undefined })}>
                  {c.company.name}
                </Link>{' '}
                <span className={blocks.dim}>
                  {plural(c.reports, 'report')}, {plural(c.questions, 'question')}, difficulty {c.difficulty.toFixed(1)} of 5
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </CardSection>
  );
}
