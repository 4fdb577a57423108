import { Alert, Anchor, Button, Textarea } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { matchJobDescription } from '../api/match-job-description';
import { peerHref } from '../peer-query';
import { percent } from '../peer-text';
import classes from './peer.module.css';

/** A job description → its three likeliest family and level pairs (POST /benchmarking/jd), or "needs review". */
export function MatchPanel({ cc }: { cc: CountryCode }) {
  const [text, setText] = useState('');
  const matching = useMutation({ mutationFn: () => matchJobDescription(text) });
  const result = matching.data;
  return (
    <section className={classes.panel} aria-labelledby="peer-match-title">
      <h2 className={classes.panelTitle} id="peer-match-title">
        Match a job description
      </h2>
      <p className={classes.muted}>
        Paste one of your job descriptions (or a title with a few lines) to map it to a job family and standard level before you benchmark
        it.
      </p>
      <form
        aria-label="Match a job description"
        className={classes.form}
        onSubmit={(e) => {
          e.preventDefault();
          matching.mutate();
        }}
      >
        <Textarea
          label="Job description"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={16}
          maxLength={20_000}
          required
        />
        <div>
          <Button type="submit" loading={matching.isPending} disabled={text.trim().length < 2}>
            Match
          </Button>
        </div>
      </form>
      {matching.isError && (
        <Alert color="red" role="alert" title="The description was not matched">
          {matching.error.message}
        </Alert>
      )}
      {result && (
        <div data-testid="jd-result">
          {result.status === 'needs-review' ? (
            <Alert color="yellow" title="Needs review" role="status">
              {result.reason ?? 'The match is unsure: a person should decide.'} The likeliest candidates are below.
            </Alert>
          ) : (
            <p className={classes.peerLine}>Matched. The likeliest first:</p>
          )}
          <ol className={classes.candidates}>
            {result.candidates.map((c) => (
              <li key={`${c.family.slug}-${c.level}`} data-testid="jd-candidate">
                <strong>
                  {c.family.name}, L{c.level} {c.levelName}
                </strong>{' '}
                <span className={classes.muted}>score {percent(c.score)}</span> ·{' '}
                <Anchor component={Link} to={peerHref({ cc, families: [c.family.slug], levels: [c.level] })} size="sm">
                  Benchmark it
                </Anchor>
                {c.words.length > 0 && <p className={classes.muted}>Decided by: {c.words.join(', ')}</p>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
