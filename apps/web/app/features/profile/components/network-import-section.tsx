import { Button, List, Stack, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { Form } from 'react-router';
import { ExtractedFacts, formatDate, SourceAlert, SourceCard, SourceUploadForm, useSourceBusy, type SourcesAnswer } from './resume-section';

/**
 * "Import from LinkedIn": the member's professional-network data export (the .zip as LinkedIn
 * sends it), read for positions, education and skills and not kept; and, when a stored source
 * can fill an empty field, the "Enrich my profile" button. Plain multipart forms to the page's
 * action (see resume-section.tsx).
 */
export function NetworkImportSection({
  canEnrich,
  networkImport,
  answer,
}: {
  canEnrich: boolean;
  networkImport: api.ProfileSources['networkImport'] | undefined;
  answer: SourcesAnswer | undefined;
}) {
  const busy = useSourceBusy();
  const imported = answer?.source === 'network' ? answer : undefined;
  const enriched = answer?.source === 'enrich' ? answer : undefined;
  const extracted = imported?.ok ? imported.extracted : networkImport?.extracted;
  return (
    <SourceCard id="network-heading" title="Import from LinkedIn">
      <Text fz="sm">
        Fill your profile from your LinkedIn data export. We keep what it says about your work, education and skills, never the file itself,
        and fill only fields you have left empty.
      </Text>
      <List type="ordered" fz="sm" spacing={4}>
        <List.Item>On LinkedIn, open Settings &amp; Privacy, then Data privacy, then Get a copy of your data.</List.Item>
        <List.Item>Choose the files you want (Positions, Education, Profile and Skills are enough) and request the archive.</List.Item>
        <List.Item>
          LinkedIn emails you a download link, usually within minutes (the full archive can take a day). Upload the .zip here as it is.
        </List.Item>
      </List>
      <SourceUploadForm
        key={extracted?.readAt ?? 'none'}
        source="network"
        file={{
          id: 'network-file-input',
          label: 'Export archive',
          description: 'The .zip from LinkedIn, up to 10 MB',
          accept: '.zip,application/zip',
          maxBytes: 10 * 1024 * 1024,
          maxLabel: '10 MB',
        }}
        submitLabel="Import export"
      />
      <SourceAlert answer={imported} success="Export imported." failure="Not imported" />
      {extracted && (
        <>
          <Text fz="sm" c="dimmed">
            Last imported {formatDate(extracted.readAt)}.
          </Text>
          <ExtractedFacts facts={extracted} testId="network-extracted" />
        </>
      )}
      {canEnrich && (
        <Form method="post" encType="multipart/form-data" action="?source=enrich">
          <input type="hidden" name="enrich" value="1" />
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">Your resume or export can fill fields you have left empty.</Text>
            <Button type="submit" loading={busy('enrich')}>
              Enrich my profile
            </Button>
          </Stack>
        </Form>
      )}
      <SourceAlert
        answer={enriched}
        success="Profile enriched."
        failure="Not enriched"
        nothing="Nothing to fill: every field your resume or export speaks to is already set."
      />
    </SourceCard>
  );
}
