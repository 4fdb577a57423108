import { Button, MultiSelect, NativeSelect, TagsInput, TextInput } from '@mantine/core';
import type { api } from '@paysight/contract';
import { useState } from 'react';
import { choiceOfValue, choiceValue } from '../peer-options';
import { MAX_FAMILIES, MAX_LOCATIONS, type PeerChoice } from '../peer-query';
import blocks from '~/shell/page-blocks.module.css';
import classes from './peer.module.css';

export interface BenchmarkFormValues {
  peer: PeerChoice;
  families: string[];
  levels: number[];
  locations: string[];
  date: string;
}

/**
 * What to benchmark: the peer, job families, levels, metros and the effective date. Submitting
 * puts them in the URL (the page reloads its data from it), so the result is a link.
 */
export function BenchmarkForm({
  initial,
  peerGroups,
  families,
  levels,
  metros,
  onRun,
  busy,
}: {
  /** The region's metros, most records first. */
  metros: readonly string[];
  initial: BenchmarkFormValues;
  peerGroups: { group: string; items: { value: string; label: string }[] }[];
  families: api.JobFamilies['families'];
  levels: api.JobFamilies['levels'];
  onRun: (values: BenchmarkFormValues) => void;
  busy: boolean;
}) {
  const [peer, setPeer] = useState(choiceValue(initial.peer));
  const [chosenFamilies, setFamilies] = useState(initial.families);
  const [chosenLevels, setLevels] = useState(initial.levels.map(String));
  const [locations, setLocations] = useState(initial.locations);
  const [date, setDate] = useState(initial.date);
  return (
    <form
      aria-label="Benchmark"
      className={classes.form}
      onSubmit={(e) => {
        e.preventDefault();
        onRun({ peer: choiceOfValue(peer), families: chosenFamilies, levels: chosenLevels.map(Number), locations, date });
      }}
    >
      <NativeSelect label="Peer" value={peer} onChange={(e) => setPeer(e.currentTarget.value)} data={peerGroups} />
      <div className={`${blocks.columns} ${classes.formGrid}`}>
        <MultiSelect
          label="Job families"
          description="None picked: every family"
          data={families.map((f) => ({ value: f.slug, label: f.name }))}
          value={chosenFamilies}
          onChange={setFamilies}
          maxValues={MAX_FAMILIES}
          searchable
          clearable
        />
        <MultiSelect
          label="Levels"
          description="None picked: every level"
          data={levels.map((l) => ({ value: String(l.level), label: `L${l.level} ${l.name}` }))}
          value={chosenLevels}
          onChange={setLevels}
          clearable
        />
        <TagsInput
          label="Locations (metros)"
          description="None: all locations together"
          data={[...metros]}
          value={locations}
          onChange={setLocations}
          maxTags={MAX_LOCATIONS}
          clearable
        />
        <TextInput
          label="Effective date"
          description="Figures are aged to this day"
          type="date"
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          required
        />
      </div>
      <div>
        <Button type="submit" loading={busy}>
          Run benchmark
        </Button>
      </div>
    </form>
  );
}
