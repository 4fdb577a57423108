import type { api } from '@paysight/contract';
import { Button, Group, Text } from '@mantine/core';
import { Notice, TextareaField, TextField } from '~/shell/fields';
import blocks from '~/shell/page-blocks.module.css';
import classes from './career.module.css';
import { SuggestionList } from '~/shell/suggestion-list';
import { IntentForm } from '~/shell/intent-form';
import type { ReactNode } from 'react';

export interface IntroFormResult {
  ok: boolean;
  message: string;
}

const STATUS_TEXT: Record<api.CareerIntro['status'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** Where an introduction stands, with the contact once it was accepted. */
function IntroStatus({ intro }: { intro: api.CareerIntro }) {
  return (
    <Text fz="sm" c="dimmed" mt={4}>
      {STATUS_TEXT[intro.status]}
      {intro.contact ? `: ${intro.contact.name} · ${intro.contact.email}` : ''}
    </Text>
  );
}

/** A titled list of introductions, none shown when there are none. */
function IntroList({
  title,
  intros,
  children,
}: {
  title: string;
  intros: api.CareerIntro[];
  children: (intro: api.CareerIntro) => ReactNode;
}) {
  if (intros.length === 0) return null;
  return (
    <>
      <Text fw={700} mt="lg">
        {title}
      </Text>
      {intros.map(children)}
    </>
  );
}

/**
 * Introductions: ask a member who made a move for a conversation; the product picks them, and
 * neither side sees a name until the asked member accepts. Plain POST forms to /career.
 */
export function IntrosPanel({
  intros,
  result,
  defaults,
  companies,
  busy,
}: {
  intros: api.CareerIntros;
  result: IntroFormResult | null;
  defaults: { from: string; to: string };
  companies: string[];
  busy: boolean;
}) {
  return (
    <section className={`${blocks.card} ${classes.anchored}`} id="intros" aria-labelledby="intros-title" data-testid="career-intros">
      <h2 className={blocks.sectionTitle} id="intros-title">
        Introductions
      </h2>
      <p className={blocks.sectionNote}>
        Ask a member who made a move you are weighing. We pick a member who made it; neither of you sees the other’s name until they accept.
      </p>
      {result && (
        <Notice color={result.ok ? 'teal' : 'red'} style={{ marginBottom: 'var(--mantine-spacing-md)' }} testId="intro-result">
          {result.message}
        </Notice>
      )}
      <IntentForm intent="ask" action="/career#intros">
        <Group grow align="end" wrap="wrap">
          <TextField name="from" label="From company" defaultValue={defaults.from} list="career-companies" required maxLength={120} />
          <TextField name="to" label="To company" defaultValue={defaults.to} list="career-companies" required maxLength={120} />
        </Group>
        <SuggestionList id="career-companies" names={companies} />
        <TextareaField
          name="message"
          label="Your message"
          description="What you would like to ask (20 to 600 characters). Do not include contact details: you both get them on acceptance."
          minLength={20}
          maxLength={600}
          required
          rows={2}
          style={{ marginTop: 'var(--mantine-spacing-sm)' }}
        />
        <Button type="submit" mt="sm" disabled={busy}>
          Ask for an introduction
        </Button>
      </IntentForm>

      <IntroList title="Asked of you" intros={intros.received}>
        {(intro) => (
          <div key={intro.id} className={classes.intro} data-testid="intro-received">
            <Text fw={600}>
              About your move from {intro.from.name} to {intro.to.name}
            </Text>
            <Text fz="sm" mt={4}>
              “{intro.message}”
            </Text>
            {intro.status === 'pending' ? (
              <Group gap="xs" mt="xs">
                <IntentForm intent="answer" fields={{ id: intro.id, accept: 'true' }} action="/career#intros">
                  <Button type="submit" size="xs" disabled={busy}>
                    Accept and share names
                  </Button>
                </IntentForm>
                <IntentForm intent="answer" fields={{ id: intro.id, accept: 'false' }} action="/career#intros">
                  <Button type="submit" size="xs" variant="default" disabled={busy}>
                    Decline
                  </Button>
                </IntentForm>
              </Group>
            ) : (
              <IntroStatus intro={intro} />
            )}
          </div>
        )}
      </IntroList>
      <IntroList title="You asked" intros={intros.sent}>
        {(intro) => (
          <div key={intro.id} className={classes.intro} data-testid="intro-sent">
            <Text fw={600}>
              A member who moved from {intro.from.name} to {intro.to.name}
            </Text>
            <IntroStatus intro={intro} />
          </div>
        )}
      </IntroList>
    </section>
  );
}
