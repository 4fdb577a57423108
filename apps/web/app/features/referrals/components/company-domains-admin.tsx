import { Button, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form, Link } from 'react-router';
import { CardSection } from '~/shell/card-section';
import { TextField } from '~/shell/fields';
import { IntentForm } from '~/shell/intent-form';
import blocks from '~/shell/page-blocks.module.css';
import { ADMIN_COMPANY_DOMAINS_PATH } from '../referral-url';
import classes from '../referral.module.css';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const pageUrl = (q: string, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `${ADMIN_COMPANY_DOMAINS_PATH}${qs ? `?${qs}` : ''}`;
};

/** The add form: a company by its slug and a bare domain. */
export function AddDomainForm() {
  return (
    <CardSection id="add-domain" title="Add a domain" testId="add-domain">
      <IntentForm intent="add" aria-label="Add a work-email domain" className={classes.stack}>
        <TextField
          name="company"
          label="Company"
          description="Its slug, as in its page's address (/in/company/infosys: infosys)."
          required
          maxLength={200}
          autoComplete="off"
        />
        <TextField
          name="domain"
          label="Work-email domain"
          description="The part after the @ of its employees' addresses, e.g. infosys.com. Not a web address, not a free-mail domain."
          required
          maxLength={253}
          autoComplete="off"
          inputMode="url"
        />
        <Button type="submit" w="fit-content">
          Add domain
        </Button>
      </IntentForm>
    </CardSection>
  );
}

/** The domains, one page, each with whom it proves now and its remove button. */
export function DomainList({
  q,
  domains,
}: {
  q: string;
  domains: { items: api.CompanyEmailDomain[]; total: number; page: number; pageSize: number };
}) {
  const pages = Math.max(1, Math.ceil(domains.total / domains.pageSize));
  return (
    <CardSection id="domains" title="Domains" testId="domains">
      <Form method="get" className={classes.inlineForm} role="search" aria-label="Find a domain">
        <TextField name="q" label="Domain or company" defaultValue={q} placeholder="e.g. wipro" maxLength={100} />
        <Button type="submit" variant="light">
          Search
        </Button>
      </Form>
      {domains.items.length === 0 ? (
        <Text c="dimmed" mt="sm">
          {q ? `No domain or company matches “${q}”.` : 'No domain is recorded yet.'}
        </Text>
      ) : (
        <ul className={classes.list}>
          {domains.items.map((d) => (
            <li key={d.domain} data-testid={`domain-${d.domain}`} className={classes.domainRow}>
              <div>
                <strong>{d.domain}</strong> · {d.company.name}{' '}
                <span className={blocks.dim}>
                  · {d.referrers === 1 ? '1 referrer signs in here' : `${d.referrers} referrers sign in here`} · added {day(d.createdAt)}
                </span>
              </div>
              <IntentForm intent="remove" fields={{ domain: d.domain }} aria-label={`Remove ${d.domain}`}>
                <Button type="submit" size="xs" variant="default" aria-label={`Remove ${d.domain}`}>
                  Remove
                </Button>
              </IntentForm>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of domains" className={classes.pages}>
          {domains.page > 1 && (
            <Link className={blocks.link} to={pageUrl(q, domains.page - 1)} rel="prev">
              Previous page
            </Link>
          )}
          <span aria-current="page">
            Page {domains.page} of {pages}
          </span>
          {domains.page < pages && (
            <Link className={blocks.link} to={pageUrl(q, domains.page + 1)} rel="next">
              Next page
            </Link>
          )}
        </nav>
      )}
    </CardSection>
  );
}
