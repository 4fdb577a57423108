import { Alert, Button, Group, MultiSelect } from '@mantine/core';
import type { api } from '@paysight/contract';
import { FUNDING_STAGES } from '@paysight/contract/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadBenchmarkExport } from '../api/download-benchmark-export';
import type { PayElement } from '../peer-query';
import { companiesLabel, ELEMENT_LABELS, FUNDING_STAGE_LABELS } from '../peer-text';
import { BenchmarkFacts, DemoLabel, ElementPicker } from './benchmark-results';
import { CellsTable } from './cells-table';
import classes from './peer.module.css';

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
  const exporting = useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const r = await downloadBenchmarkExport('/benchmarking/startups/export', format, input);
      if (!r.ok) throw new Error(r.message);
      return r.fileName;
    },
  });
  return (
    <div className={classes.results}>
      <form
        aria-label="Startup stages"
        className={classes.inlineForm}
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
          <Group justify="space-between" align="flex-end" gap="sm">
            <ElementPicker value={element} onChange={onElement} />
            <Group gap="xs">
              <Button
                variant="default"
                size="sm"
                onClick={() => exporting.mutate('csv')}
                loading={exporting.isPending && exporting.variables === 'csv'}
              >
                Download CSV
              </Button>
              <Button
                variant="default"
                size="sm"
                onClick={() => exporting.mutate('xlsx')}
                loading={exporting.isPending && exporting.variables === 'xlsx'}
              >
                Download XLSX
              </Button>
            </Group>
          </Group>
          {exporting.isError && (
            <Alert color="red" role="alert" title="The export failed">
              {exporting.error.message}
            </Alert>
          )}
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
