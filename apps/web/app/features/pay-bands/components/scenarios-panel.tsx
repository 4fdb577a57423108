import { Button, NativeSelect, NumberInput, Table, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form } from 'react-router';
import { scenarioTables } from '../pay-bands-model';
import { COMP_BANDS_PATH, MAX_SCENARIOS, PERCENTILES, pickLabel, type ScenarioPick } from '../pay-bands-query';
import { money, signedPercent, SOURCE_LABEL, type Currency } from '../pay-bands-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './pay-bands.module.css';

/**
 * Two or three plans side by side (POST /compa/pay-bands/:id, not saved): each scenario is the
 * version's plan with its own percentile, width and progression. The picks are a GET form; the
 * loader turns them into `compare=` in the URL and asks the API.
 */
export function ScenariosPanel({
  groupId,
  version,
  picks,
  defaults,
  result,
  error,
  families,
}: {
  groupId: number;
  version: number;
  picks: ScenarioPick[];
  /** What the form shows when nothing is compared yet. */
  defaults: ScenarioPick[];
  result: api.PayBandScenarios | null;
  error: string | null;
  families: Map<string, string>;
}) {
  const shown = picks.length > 0 ? picks : defaults;
  return (
    <div>
      <Text size="sm" c="dimmed" mb="sm">
        Each scenario keeps this version’s pay, families, locations, differentials, rounding and linter limits, and sets its own target
        percentile, width and progression (the per-level widths and manual bands are not applied). Changes are each scenario’s mid against
        the first’s.
      </Text>
      <Form method="get" action={COMP_BANDS_PATH} className={classes.scenarioForm} aria-label="Scenarios to compare">
        <input type="hidden" name="group" value={groupId} />
        <input type="hidden" name="version" value={version} />
        {Array.from({ length: MAX_SCENARIOS }, (_, i) => {
          const pick = shown[i];
          const n = i + 1;
          return (
            <fieldset key={`${n}-${pick ? pickLabel(pick) : 'none'}`} className={classes.scenarioPick}>
              <legend>Scenario {String.fromCharCode(64 + n)}</legend>
              <NativeSelect
                id={`s${n}p`}
                name={`s${n}p`}
                label="Percentile"
                size="xs"
                defaultValue={pick ? String(pick.percentile) : ''}
                data={[
                  ...(n > 2 ? [{ value: '', label: 'Not compared' }] : []),
                  ...PERCENTILES.map((p) => ({ value: String(p), label: `P${p}` })),
                ]}
              />
              <NumberInput id={`s${n}w`} name={`s${n}w`} label="Width (%)" size="xs" min={5} max={200} defaultValue={pick?.width ?? 50} />
              <NumberInput
                id={`s${n}g`}
                name={`s${n}g`}
                label="Progression (%)"
                size="xs"
                min={0}
                max={100}
                placeholder="none"
                defaultValue={pick ? (pick.progression ?? '') : ''}
              />
            </fieldset>
          );
        })}
        <Button type="submit" variant="light" className={classes.scenarioSubmit}>
          Compare
        </Button>
      </Form>

      {error && (
        <Text c="red" role="alert" mt="sm">
          {error}
        </Text>
      )}

      {result && (
        <div className={classes.scenarioResults} data-testid="scenario-results">
          <Text size="sm" c="dimmed">
            Market figures aged to {result.effectiveDate}.{' '}
            {result.scenarios.map((s, i) => `${String.fromCharCode(65 + i)}: ${s.label} (${s.findings.length} findings)`).join(' · ')}
          </Text>
          {scenarioTables(result).map((t) => (
            <section key={t.key} aria-label={`Scenarios: ${t.family.name} · ${t.location}`}>
              <h4 className={classes.sectionHeading}>
                {families.get(t.family.slug) ?? t.family.name} · {t.location}
              </h4>
              <div
                className={blocks.tableScroll}
                tabIndex={0}
                role="region"
                aria-label={`${t.family.name} · ${t.location}: scenarios by level`}
              >
                <Table className={classes.table} withTableBorder striped data-testid="scenario-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Level</Table.Th>
                      {result.scenarios.map((s, i) => (
                        <Table.Th scope="col" key={s.label}>
                          {String.fromCharCode(65 + i)}: {s.label}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {t.rows.map((r) => (
                      <Table.Tr key={r.level}>
                        <Table.Th scope="row">
                          {r.level} · {r.levelName}
                        </Table.Th>
                        {r.cells.map((c, i) => (
                          <Table.Td key={i}>
                            {c ? (
                              <div className={classes.scenarioCell}>
                                <span>
                                  Mid <strong>{money(c.mid, result.currency as Currency)}</strong>
                                  {i > 0 && c.midChange !== null && (
                                    <span className={classes.change} data-testid="mid-change">
                                      {' '}
                                      ({signedPercent(c.midChange)})
                                    </span>
                                  )}
                                </span>
                                <span className={classes.range}>
                                  {money(c.min, result.currency as Currency)} – {money(c.max, result.currency as Currency)}
                                  {c.source !== 'market' ? ` · ${SOURCE_LABEL[c.source]}` : ''}
                                </span>
                              </div>
                            ) : (
                              'No band'
                            )}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
