import type { ComboboxItem } from '@mantine/core';
import { useDebouncedValue, useMounted } from '@mantine/hooks';
import { useState } from 'react';
import { QueryProvider } from '~/lib/query-client';
import { Typeahead, useEntryListText } from '~/shell/typeahead';
import { useCatalogSuggestions, type CatalogKind, type CatalogOption } from './api/get-catalog-suggestions';
import { knownKey, lastEntry, list, replaceLastEntry, slugOrName, type KnownSlugs } from './profile-form';

/**
 * The profile form's company, school and skills fields. Rendered on the server as plain text
 * inputs (with the browser's own suggestions from a datalist), so the form works before and
 * without JavaScript: what is typed is posted as a name. Once the page runs, each becomes a
 * typeahead over the suggest calls, and hidden fields carry the catalogue slug of every name the
 * form knows (saved, picked or suggested), in place of the typed name.
 */

interface CommonProps {
  kind: CatalogKind;
  label: string;
  description?: string;
  defaultValue: string;
  /** Entries whose slugs are known from the start (the saved profile). */
  known: CatalogOption[];
  /** A <datalist> id: the browser's suggestions before JavaScript runs. */
  datalist?: string;
  autoComplete?: string;
}

export interface CatalogFieldProps extends CommonProps {
  /** The visible field's name ("company", "school", or a career row's "position-0-company"); the slug goes as `${name}Slug`. */
  name: string;
  required?: boolean;
}

export interface CatalogListFieldProps extends CommonProps {
  /** The visible comma-separated field's name; each entry goes as one `${slugName}`. */
  name: 'skills';
  slugName: 'skillSlug';
}

const toMap = (entries: CatalogOption[]) => new Map(entries.map((e) => [knownKey(e.name), e.slug]));

/** Known slugs: the saved ones, the picked ones and those in the latest suggestions. */
function useKnownSlugs(initial: CatalogOption[], suggestions: CatalogOption[] | undefined) {
  const [picked, setPicked] = useState(() => toMap(initial));
  const known: KnownSlugs = new Map([...toMap(suggestions ?? []), ...picked]);
  const remember = (option: CatalogOption) => setPicked((m) => new Map(m).set(knownKey(option.name), option.slug));
  return { known, remember };
}

/** A field's suggestions for `q` once it has been focused, the option a pick names (by slug), and the slugs known so far. */
function useCatalogTypeahead(kind: CatalogKind, q: string, initial: CatalogOption[]) {
  const [active, setActive] = useState(false);
  const [debounced] = useDebouncedValue(q, 200);
  const { data } = useCatalogSuggestions(kind, debounced, active);
  const items: ComboboxItem[] = (data ?? []).map((o) => ({ value: o.slug, label: o.name }));
  const optionOf = (slug: string) => data?.find((o) => o.slug === slug);
  return { items, optionOf, onFocus: () => setActive(true), ...useKnownSlugs(initial, data) };
}

/** One catalogue entry: company or school. */
export function CatalogField(props: CatalogFieldProps) {
  return (
    <QueryProvider>
      <SingleField {...props} />
    </QueryProvider>
  );
}

function SingleField({
  kind,
  name,
  label,
  description,
  defaultValue,
  known: initial,
  datalist,
  autoComplete,
  required,
}: CatalogFieldProps) {
  const mounted = useMounted();
  const [text, setText] = useState(defaultValue);
  const { items, optionOf, onFocus, known, remember } = useCatalogTypeahead(kind, text, initial);
  const slug = text.trim() === '' ? undefined : known.get(knownKey(text));
  return (
    <>
      <Typeahead
        name={name}
        label={label}
        description={description}
        required={required}
        value={text}
        onChange={setText}
        onFocus={onFocus}
        onOptionSubmit={(value) => {
          const option = optionOf(value);
          if (option) remember(option);
        }}
        data={items}
        autoComplete={autoComplete}
        datalist={datalist}
      />
      {mounted && slug && <input type="hidden" name={`${name}Slug`} value={slug} />}
    </>
  );
}

/** A comma-separated list of catalogue entries (skills): suggestions for the entry being typed. */
export function CatalogListField(props: CatalogListFieldProps) {
  return (
    <QueryProvider>
      <ListField {...props} />
    </QueryProvider>
  );
}

function ListField({ kind, name, slugName, label, description, defaultValue, known: initial, datalist }: CatalogListFieldProps) {
  const mounted = useMounted();
  const { text, onChange, pick } = useEntryListText(defaultValue, replaceLastEntry);
  const { items, optionOf, onFocus, known, remember } = useCatalogTypeahead(kind, lastEntry(text), initial);
  const entries = [...new Set(list(text).map((entry) => slugOrName(entry, known)))];
  return (
    <>
      <Typeahead
        name={name}
        label={label}
        description={description}
        value={text}
        onChange={onChange}
        onFocus={onFocus}
        onOptionSubmit={(value) => {
          const option = optionOf(value);
          if (!option) return;
          remember(option);
          pick(option.name);
        }}
        data={items}
        autoComplete="off"
        datalist={datalist}
      />
      {mounted && entries.map((entry) => <input key={entry} type="hidden" name={slugName} value={entry} />)}
    </>
  );
}
