import {
  Alert,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  CloseButton,
  Group,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { api } from '@paysight/contract';
import { COMPANY_TYPES, FUNDING_STAGES, SIZE_BANDS, type CountryCode } from '@paysight/contract/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { removePeerGroup } from '../api/remove-peer-group';
import { SavedFactsForm, type PeerFactsOutcome } from './saved-facts-form';
import { savePeerGroup } from '../api/save-peer-group';
import { usePeerCompanySuggestions } from '../api/suggest-peer-companies';
import { peerHref } from '../peer-query';
import {
  COMPANY_TYPE_LABELS,
  companiesLabel,
  FUNDING_STAGE_LABELS,
  groupSummary,
  KIND_LABELS,
  recordsLabel,
  sizeBandLabel,
} from '../peer-text';
import blocks from '~/shell/page-blocks.module.css';
import classes from './peer.module.css';

type Kind = api.PeerGroup['kind'];
type Company = { slug: string; name: string };

interface GroupDraft {
  id: number | null;
  name: string;
  kind: Kind;
  companies: Company[];
  types: string[];
  sizeBands: string[];
  industries: string[];
  fundingStages: string[];
  listed: 'either' | 'listed' | 'unlisted';
}

const EMPTY: GroupDraft = {
  id: null,
  name: '',
  kind: 'competitors',
  companies: [],
  types: [],
  sizeBands: [],
  industries: [],
  fundingStages: [],
  listed: 'either',
};

const draftOf = (g: api.PeerGroup): GroupDraft => ({
  id: g.id,
  name: g.name,
  kind: g.kind,
  companies: g.companies,
  types: g.criteria?.types ?? [],
  sizeBands: g.criteria?.sizeBands ?? [],
  industries: g.criteria?.industries ?? [],
  fundingStages: g.criteria?.fundingStages ?? [],
  listed: g.criteria?.listed === true ? 'listed' : g.criteria?.listed === false ? 'unlisted' : 'either',
});

/** The draft as the API's body. */
export function groupBody(d: GroupDraft, cc: CountryCode): api.PeerGroupBody {
  const peer: api.PeerDefinition =
    d.kind === 'competitors'
      ? { kind: 'competitors', companies: d.companies.map((c) => c.slug) }
      : d.kind === 'cohort'
        ? {
            kind: 'cohort',
            criteria: {
              types: d.types as api.PeerCriteriaInput['types'],
              sizeBands: d.sizeBands as api.PeerCriteriaInput['sizeBands'],
              industries: d.industries,
              fundingStages: d.fundingStages as api.PeerCriteriaInput['fundingStages'],
              listed: d.listed === 'either' ? null : d.listed === 'listed',
            },
          }
        : {
            kind: 'startups',
            criteria: {
              sizeBands: d.sizeBands as api.PeerCriteriaInput['sizeBands'],
              industries: d.industries,
              fundingStages: d.fundingStages as api.PeerCriteriaInput['fundingStages'],
            },
          };
  return { name: d.name.trim(), countryCode: cc, peer };
}

/** Company typeahead (GET /suggest/company): picking a name adds the company. */
function CompanyPicker({ cc, picked, onPick }: { cc: CountryCode; picked: Company[]; onPick: (c: Company) => void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const found = usePeerCompanySuggestions(debounced, cc);
  const options = (found.data ?? []).filter((c) => !picked.some((p) => p.slug === c.slug));
  return (
    <Autocomplete
      label="Add a competitor"
      description="Type a company's name and pick it"
      value={text}
      onChange={setText}
      data={options.map((c) => ({ value: c.slug, label: c.name }))}
      filter={({ options: all }) => all}
      onOptionSubmit={(slug) => {
        const company = options.find((c) => c.slug === slug);
        if (company) onPick({ slug: company.slug, name: company.name });
        setText('');
      }}
    />
  );
}

/** Create or edit a peer group: competitors (named companies), a cohort (company facts) or startups (funding stages). */
function GroupForm({
  cc,
  initial,
  onDone,
  onCancel,
}: {
  cc: CountryCode;
  initial: GroupDraft;
  onDone: (g: api.PeerGroup) => void;
  onCancel: () => void;
}) {
  const [d, setD] = useState(initial);
  const set = (patch: Partial<GroupDraft>) => setD((prev) => ({ ...prev, ...patch }));
  const saving = useMutation({ mutationFn: () => savePeerGroup(d.id, groupBody(d, cc)), onSuccess: onDone });
  return (
    <form
      aria-label={d.id === null ? 'New peer group' : `Edit ${initial.name}`}
      className={classes.form}
      onSubmit={(e) => {
        e.preventDefault();
        saving.mutate();
      }}
    >
      <TextInput label="Name" value={d.name} onChange={(e) => set({ name: e.currentTarget.value })} maxLength={80} required />
      <div>
        <span className={classes.fieldLabel} id="group-kind-label">
          Kind of peer group
        </span>
        <SegmentedControl
          aria-labelledby="group-kind-label"
          value={d.kind}
          onChange={(v) => set({ kind: v as Kind })}
          data={(['competitors', 'cohort', 'startups'] as const).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        />
      </div>
      {d.kind === 'competitors' && (
        <>
          <CompanyPicker cc={cc} picked={d.companies} onPick={(c) => set({ companies: [...d.companies, c].slice(0, 50) })} />
          <div>
            <span className={classes.fieldLabel}>Competitors ({d.companies.length}; at least 3)</span>
            <ul className={classes.picks} data-testid="picked-companies">
              {d.companies.map((c) => (
                <li key={c.slug}>
                  <Badge
                    variant="light"
                    size="lg"
                    rightSection={
                      <CloseButton
                        size="xs"
                        aria-label={`Remove ${c.name}`}
                        onClick={() => set({ companies: d.companies.filter((x) => x.slug !== c.slug) })}
                      />
                    }
                  >
                    {c.name}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      {d.kind === 'cohort' && (
        <div className={`${blocks.columns} ${classes.formGrid}`}>
          <MultiSelect
            label="Company type"
            data={COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_LABELS[t] ?? t }))}
            value={d.types}
            onChange={(v) => set({ types: v })}
            clearable
          />
          <NativeSelect
            label="Listed"
            value={d.listed}
            onChange={(e) => set({ listed: e.currentTarget.value as GroupDraft['listed'] })}
            data={[
              { value: 'either', label: 'Listed or not' },
              { value: 'listed', label: 'Listed only' },
              { value: 'unlisted', label: 'Not listed only' },
            ]}
          />
        </div>
      )}
      {d.kind !== 'competitors' && (
        <div className={`${blocks.columns} ${classes.formGrid}`}>
          <MultiSelect
            label="Size band"
            data={SIZE_BANDS.map((b) => ({ value: b, label: sizeBandLabel(b) }))}
            value={d.sizeBands}
            onChange={(v) => set({ sizeBands: v })}
            clearable
          />
          <TagsInput
            label="Industries"
            description="Press Enter after each"
            value={d.industries}
            onChange={(v) => set({ industries: v })}
            maxTags={30}
            clearable
          />
          <MultiSelect
            label="Funding stage"
            data={FUNDING_STAGES.map((s) => ({ value: s, label: FUNDING_STAGE_LABELS[s] ?? s }))}
            value={d.fundingStages}
            onChange={(v) => set({ fundingStages: v })}
            clearable
          />
        </div>
      )}
      {saving.isError && (
        <Alert color="red" role="alert" title="The peer group was not saved">
          {saving.error.message}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" loading={saving.isPending}>
          {d.id === null ? 'Create peer group' : 'Save changes'}
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

/**
 * The workspace's peer groups (run any; create, edit and delete for analysts and admins) and the
 * suggested peers.
 */
export function PeerGroups({
  cc,
  groups,
  suggested,
  canEdit,
  factsOutcome = null,
  onChanged,
}: {
  cc: CountryCode;
  groups: api.PeerGroup[];
  suggested: api.SuggestedPeers | null;
  canEdit: boolean;
  /** What came of saving the workspace's size and funding stage (the page's action). */
  factsOutcome?: PeerFactsOutcome | null;
  onChanged: (saved?: api.PeerGroup) => void;
}) {
  const [editing, setEditing] = useState<GroupDraft | null>(null);
  const removing = useMutation({ mutationFn: (id: number) => removePeerGroup(id), onSuccess: () => onChanged() });
  const regionGroups = groups.filter((g) => g.countryCode === cc);
  const addSuggested = (c: Company) =>
    setEditing((prev) => {
      const base = prev ?? { ...EMPTY, name: '' };
      if (base.kind !== 'competitors' || base.companies.some((x) => x.slug === c.slug)) return base;
      return { ...base, companies: [...base.companies, c] };
    });
  return (
    <div className={classes.results}>
      <section className={classes.panel} aria-labelledby="peer-groups-title">
        <Group justify="space-between" align="center">
          <h2 className={classes.panelTitle} id="peer-groups-title">
            Peer groups
          </h2>
          {canEdit && editing === null && (
            <Button variant="light" onClick={() => setEditing({ ...EMPTY })}>
              New peer group
            </Button>
          )}
        </Group>
        {removing.isError && (
          <Alert color="red" role="alert" title="The peer group was not deleted">
            {removing.error.message}
          </Alert>
        )}
        {editing && canEdit && (
          <GroupForm
            key={editing.id ?? 'new'}
            cc={cc}
            initial={editing}
            onCancel={() => setEditing(null)}
            onDone={(g) => {
              setEditing(null);
              onChanged(g);
            }}
          />
        )}
        {regionGroups.length === 0 ? (
          <p className={classes.muted}>
            No peer groups for this region yet
            {canEdit ? ': create one from named competitors, a cohort or startups.' : '. Analysts and admins create them.'}
          </p>
        ) : (
          <ul className={classes.list} data-testid="peer-group-list">
            {regionGroups.map((g) => (
              <li key={g.id} className={`${blocks.spread} ${classes.listItem}`} data-testid="peer-group">
                <div>
                  <strong>{g.name}</strong> <Badge variant="default">{KIND_LABELS[g.kind]}</Badge>
                  <p className={classes.muted}>
                    {groupSummary(g)} · {companiesLabel(g.resolvedCompanies)} with records here
                  </p>
                </div>
                <Group gap="xs">
                  <Button component={Link} to={peerHref({ group: g.id, cc })} size="xs" variant="light" aria-label={`Run ${g.name}`}>
                    Run
                  </Button>
                  {canEdit && (
                    <>
                      <Button size="xs" variant="default" onClick={() => setEditing(draftOf(g))} aria-label={`Edit ${g.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => removing.mutate(g.id)}
                        loading={removing.isPending && removing.variables === g.id}
                        aria-label={`Delete ${g.name}`}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        )}
      </section>
      {suggested && <SuggestedPeers cc={cc} suggested={suggested} canEdit={canEdit} factsOutcome={factsOutcome} onAdd={addSuggested} />}
    </div>
  );
}

const NOT_SET = { value: '', label: 'Not set' };

/**
 * Suggested peers with why each is suggested, ranked on the workspace's industry, size and funding
 * stage (stated in the form: a GET form, so the ranking is a URL; else the size and stage the
 * workspace saved; else its company's) and the companies its people move between.
 */
function SuggestedPeers({
  cc,
  suggested,
  canEdit,
  factsOutcome,
  onAdd,
}: {
  cc: CountryCode;
  suggested: api.SuggestedPeers;
  canEdit: boolean;
  factsOutcome: PeerFactsOutcome | null;
  onAdd: (c: Company) => void;
}) {
  const { facts, own, suggestions } = suggested;
  const known = facts.industry !== null || facts.sizeBand !== null || facts.fundingStage !== null;
  const industries =
    facts.industry && !suggested.industries.includes(facts.industry) ? [facts.industry, ...suggested.industries] : suggested.industries;
  return (
    <section className={classes.panel} aria-labelledby="peer-suggested-title">
      <h2 className={classes.panelTitle} id="peer-suggested-title">
        Suggested peers
      </h2>
      <p className={classes.muted}>
        {known
          ? `${own ? `Ranked on ${own.name}'s industry, size and funding stage (change them below) and on the companies people move between with it` : "Ranked on your company's industry, size and funding stage (change them below)"}. Same industry counts 4, the same size 2 (the next size 1), the same funding stage 2 (both funded by rounds 1), people moving between you up to 3; a company scoring 3 or more is suggested.`
          : 'Your company is not in our catalogue, so these are the companies with the most records in the region. Say what your company is like for peers that fit.'}
      </p>
      <Form
        method="get"
        className={classes.formGrid}
        aria-label="Your company"
        key={`${facts.industry}|${facts.sizeBand}|${facts.fundingStage}`}
      >
        <input type="hidden" name="cc" value={cc} />
        <input type="hidden" name="tab" value="groups" />
        <NativeSelect
          label="Industry"
          name="industry"
          defaultValue={facts.industry ?? ''}
          data={[NOT_SET, ...industries.map((i) => ({ value: i, label: i }))]}
        />
        <NativeSelect
          label="Size"
          name="sizeBand"
          defaultValue={facts.sizeBand ?? ''}
          data={[NOT_SET, ...SIZE_BANDS.map((b) => ({ value: b, label: sizeBandLabel(b) }))]}
        />
        <NativeSelect
          label="Funding stage"
          name="fundingStage"
          defaultValue={facts.fundingStage ?? ''}
          data={[NOT_SET, ...FUNDING_STAGES.map((f) => ({ value: f, label: FUNDING_STAGE_LABELS[f] ?? f }))]}
        />
        <Group align="flex-end">
          <Button type="submit" variant="light">
            Update suggestions
          </Button>
        </Group>
      </Form>
      <SavedFactsForm saved={suggested.saved} canEdit={canEdit} outcome={factsOutcome} />
      {suggestions.length === 0 ? (
        <p className={classes.muted}>No company with records in the region shares enough with yours yet. Try a broader industry or size.</p>
      ) : (
        <>
          <p className={classes.muted}>
            <Anchor component={Link} to={peerHref({ cc, companies: suggestions.slice(0, 8).map((s) => s.slug) })}>
              Benchmark against the first {Math.min(8, suggestions.length)}
            </Anchor>
          </p>
          <ul className={classes.list} data-testid="suggested-peers">
            {suggestions.map((s) => (
              <li key={s.slug} className={`${blocks.spread} ${classes.listItem}`}>
                <div>
                  <strong>{s.name}</strong>
                  <p className={classes.muted}>
                    {s.reason} · {recordsLabel(s.records)}
                  </p>
                </div>
                {canEdit && (
                  <Button size="xs" variant="default" onClick={() => onAdd(s)} aria-label={`Add ${s.name} to a new peer group`}>
                    Add to group
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
