import { Alert, Button, MultiSelect } from '@mantine/core';
import type { api } from '@paysight/contract';
import { FUNDING_STAGES } from '@paysight/contract/core';
import { useState } from 'react';
import type { PayElement } from '../peer-query';
import { companiesLabel, ELEMENT_LABELS, FUNDING_STAGE_LABELS } from '../peer-text';
import { BenchmarkFacts, DemoLabel, ExportControls } from './benchmark-results';
import { CellsTable } from './cells-table';
import classes from './peer.module.css';
import blocks from '~/shell/page-blocks.module.css';

/**
 * Unlisted startups and unicorns by funding-stage band (early, growth, all), each band under the
 * rules, for the Benchmark tab's families, levels and locations; with CSV and XLSX exports.
 */
export function StartupsPanel({
  result,
  error,
  input,
  element,
  onElement,
  onStages,
}: {
  result: api.StartupBenchmark | null;
  error: string | null;
  input: api.StartupBenchmarkInput;
  element: PayElement;
  onElement: (e: PayElement) => void;
  onStages: (stages: string[]) => void;
}) {
  const [stages, setStages] = useState<string[]>(input.fundingStages ?? []);
  return (
    <div className={classes.results}>
      <form
        aria-label="Startup stages"
        className={`${blocks.inline} ${classes.inlineForm}`}
        onSubmit={(e) => {
          e.preventDefault();
          onStages(stages);
        }}
      >
        <MultiSelect
          className={classes.grow}
          label="Funding stages"
          description="None picked: every stage. Families, levels and locations are the Benchmark tab’s."
          data={FUNDING_STAGES.filter((s) => s !== 'public').map((s) => ({ value: s, label: FUNDING_STAGE_LABELS[s] ?? s }))}
          value={stages}
          onChange={setStages}
          clearable
        />
        <Button type="submit">Benchmark startups</Button>
      </form>
      {error && (
        <Alert color="red" role="alert" title="The startups benchmark could not be run">
          {error}
        </Alert>
      )}
      {result && (
        <>
          {result.isDemo && (
            <p className={classes.muted}>
              <DemoLabel />
            </p>
          )}
          <BenchmarkFacts b={result} />
          <ExportControls path="/benchmarking/startups/export" input={input} element={element} onElement={onElement} />
          {result.bands.map((band) => (
            <section key={band.band} className={classes.panel} aria-labelledby={`band-${band.band}`} data-testid="startup-band">
              <h3 className={classes.panelTitle} id={`band-${band.band}`}>
                {band.name}
              </h3>
              <p className={classes.muted}>{companiesLabel(band.companies)} with records in the region</p>
              <CellsTable
                cells={band.cells}
                currency={result.currency}
                element={element}
                caption={`${band.name}: ${ELEMENT_LABELS[element]} pay a year (${result.currency})`}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
