import { Alert, Anchor, Button } from '@mantine/core';
import type { api } from '@paysight/contract';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay } from '~/features/salary/salary-text';
import { removeBenchmarkView } from '../api/remove-benchmark-view';
import { peerHref, viewFields } from '../peer-query';
import blocks from '~/shell/page-blocks.module.css';
import classes from './peer.module.css';

/** One view in a list: its name, opening the benchmark it keeps, a note after it, and its actions. */
function ViewItem({ view, note, children }: { view: api.BenchmarkView; note: ReactNode; children?: ReactNode }) {
  return (
    <li className={`${blocks.spread} ${classes.listItem}`}>
      <div>
        <Anchor component={Link} to={peerHref(viewFields(view))} fw={600}>
          {view.name}
        </Anchor>
        {note}
      </div>
      {children}
    </li>
  );
}

/** Saved views (open; delete for analysts and admins) and the featured views Paysight prepared. */
export function ViewsList({
  views,
  featured,
  canEdit,
  onChanged,
}: {
  views: api.BenchmarkView[];
  featured: api.BenchmarkView[];
  canEdit: boolean;
  onChanged: () => void;
}) {
  const removing = useMutation({ mutationFn: (id: number) => removeBenchmarkView(id), onSuccess: onChanged });
  return (
    <section className={classes.panel} aria-labelledby="peer-views-title">
      <h2 className={classes.panelTitle} id="peer-views-title">
        Views
      </h2>
      {removing.isError && (
        <Alert color="red" role="alert" title="The view was not deleted">
          {removing.error.message}
        </Alert>
      )}
      <div className={`${blocks.columns} ${classes.viewColumns}`}>
        <div>
          <h3 className={classes.subTitle}>Saved views</h3>
          {views.length === 0 ? (
            <p className={classes.muted}>No saved views yet{canEdit ? ': run a benchmark and save it under a name.' : '.'}</p>
          ) : (
            <ul className={classes.list} data-testid="saved-views">
              {views.map((v) => (
                <ViewItem
                  key={v.id}
                  view={v}
                  note={v.createdAt && <span className={classes.muted}> · saved {formatDay(v.createdAt.slice(0, 10))}</span>}
                >
                  {canEdit && typeof v.id === 'number' && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => removing.mutate(v.id as number)}
                      loading={removing.isPending && removing.variables === v.id}
                      aria-label={`Delete the view ${v.name}`}
                    >
                      Delete
                    </Button>
                  )}
                </ViewItem>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className={classes.subTitle}>Featured views</h3>
          <ul className={classes.list} data-testid="featured-views">
            {featured.map((v) => (
              <ViewItem key={v.id} view={v} note={v.description && <p className={classes.muted}>{v.description}</p>} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
