import { Alert, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import shell from '~/shell/shell.module.css';
import { downloadBenchmarkExport } from '../api/download-benchmark-export';
import { saveBenchmarkView } from '../api/save-benchmark-view';
import { PAY_ELEMENTS, type PayElement } from '../peer-query';
import { agingLine, ELEMENT_LABELS, peerLine, rulesLine, tiersLine } from '../peer-text';
import { BandPanel } from './band-panel';
import { CellsTable } from './cells-table';
import classes from './peer.module.css';
import { RecordsDrawer, type OpenCell } from './records-drawer';
import blocks from '~/shell/page-blocks.module.css';

/** The pay element picker: total, base, stock or bonus. */
export function ElementPicker({ value, onChange }: { value: PayElement; onChange: (e: PayElement) => void }) {
  return (
    <div className={classes.elementPicker}>
      <span className={classes.fieldLabel} id="peer-element-label">
        Pay element
      </span>
      <SegmentedControl
        aria-labelledby="peer-element-label"
        value={value}
        onChange={(v) => onChange(v as PayElement)}
        data={PAY_ELEMENTS.map((e) => ({ value: e, label: ELEMENT_LABELS[e] }))}
      />
    </div>
  );
}

/**
 * The pay element shown, and the downloads of the benchmark (CSV, XLSX) from the export `path` for
 * `input`, with what went wrong when one fails.
 */
export function ExportControls({
  path,
  input,
  element,
  onElement,
}: {
  path: Parameters<typeof downloadBenchmarkExport>[0];
  input: Parameters<typeof downloadBenchmarkExport>[2];
  element: PayElement;
  onElement: (e: PayElement) => void;
}) {
  const exporting = useMutation({
    mutationFn: async (format: 'csv' | 'xlsx') => {
      const result = await downloadBenchmarkExport(path, format, input);
      if (!result.ok) throw new Error(result.message);
      return result.fileName;
    },
  });
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ElementPicker value={element} onChange={onElement} />
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              size="sm"
              onClick={() => exporting.mutate(format)}
              loading={exporting.isPending && exporting.variables === format}
            >
              Download {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      </Group>
      {exporting.isError && (
        <Alert color="red" role="alert" title="The export failed">
          {exporting.error.message}
        </Alert>
      )}
    </>
  );
}

/** Some of the peer's records are generated demo data: the product says so, as the salary pages do. */
export function DemoLabel() {
  return (
    <span className={shell.demoLabel} title="Some of these records are generated demonstration data, not real submissions">
      Demo data
    </span>
  );
}

/** The rules, the aging and India's city tiers: what every figure of a benchmark stands on. */
export function BenchmarkFacts({ b }: { b: Pick<api.Benchmark, 'rules' | 'effectiveDate' | 'agingRate' | 'cityTiers'> }) {
  return (
    <ul className={classes.facts} data-testid="benchmark-facts">
      <li data-testid="rules-line">{rulesLine(b.rules)}</li>
      <li data-testid="aging-line">{agingLine(b)}</li>
      {b.cityTiers && <li data-testid="tiers-line">{tiersLine(b.cityTiers)}</li>}
    </ul>
  );
}

/**
 * A benchmark's answer: who the peers are, the rules and aging, the element picker, exports and
 * "save as a view" (analysts and admins), the cells table with each cell's records, the chart.
 */
export function BenchmarkResults({
  benchmark,
  input,
  element,
  onElement,
  canEdit,
  onSaved,
}: {
  benchmark: api.Benchmark;
  /** The body the benchmark was run with (exports and records send it again). */
  input: api.BenchmarkInput;
  element: PayElement;
  onElement: (e: PayElement) => void;
  canEdit: boolean;
  onSaved: (view: api.BenchmarkView) => void;
}) {
  const [open, setOpen] = useState<OpenCell | null>(null);
  const [viewName, setViewName] = useState('');
  const saving = useMutation({
    mutationFn: () => {
      const { effectiveDate: _date, ...query } = input;
      return saveBenchmarkView(viewName.trim(), query as api.BenchmarkQuery);
    },
    onSuccess: (view) => {
      setViewName('');
      onSaved(view);
    },
  });
  const shown = benchmark.cells.filter((c) => c.shown).length;
  return (
    <div className={classes.results}>
      <p className={classes.peerLine} data-testid="peer-line">
        {peerLine(benchmark.peer)}. {shown} of {benchmark.cells.length} cells shown. {benchmark.isDemo && <DemoLabel />}
      </p>
      <BenchmarkFacts b={benchmark} />
      <ExportControls path="/benchmarking/export" input={input} element={element} onElement={onElement} />
      <CellsTable
        cells={benchmark.cells}
        currency={benchmark.currency}
        element={element}
        caption={`${ELEMENT_LABELS[element]} pay a year (${benchmark.currency}), by family, level and location`}
        onOpen={(c) => setOpen({ family: c.family, level: c.level, levelName: c.levelName, location: c.location })}
      />
      <BandPanel benchmark={benchmark} element={element} />
      {canEdit && (
        <form
          aria-label="Save as a view"
          className={`${blocks.inline} ${classes.inlineForm}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (viewName.trim()) saving.mutate();
          }}
        >
          <TextInput
            className={classes.grow}
            label="Save this benchmark as a view"
            description="A view keeps the peer, families, levels and locations; it opens as of the day it is opened."
            placeholder="e.g. Engineering in Bengaluru"
            value={viewName}
            onChange={(e) => setViewName(e.currentTarget.value)}
            maxLength={80}
            required
          />
          <Button type="submit" variant="light" loading={saving.isPending}>
            Save view
          </Button>
        </form>
      )}
      {saving.isError && (
        <Alert color="red" role="alert" title="The view was not saved">
          {saving.error.message}
        </Alert>
      )}
      {saving.isSuccess && (
        <Alert color="green" role="status" title="View saved">
          “{saving.data.name}” is in your saved views.
        </Alert>
      )}
      <RecordsDrawer
        cell={open}
        onClose={() => setOpen(null)}
        request={{
          countryCode: input.countryCode,
          ...(input.peerGroupId !== undefined ? { peerGroupId: input.peerGroupId } : { peer: input.peer as api.PeerDefinition }),
          effectiveDate: benchmark.effectiveDate,
        }}
      />
    </div>
  );
}
