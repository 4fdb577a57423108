import { Alert, Anchor, Button, Group, NativeSelect, Text } from '@mantine/core';
import { API_BASE, formatDate } from '@paysight/contract/core';
import { Form, Link } from 'react-router';
import type { Route } from './+types/compa';
import { paths } from '~/config/paths';
import { loadCompa } from '~/features/compa/compa.loader';
import { employeeAction } from '~/features/compa/employee.action';
import { ADD_EMPLOYEE, EDIT_EMPLOYEE, emptyEmployeeForm, employeeFormValues } from '~/features/compa/employee-form';
import { BUCKETS, compaHref, GROUP_BYS, rosterQuery, SORTS } from '~/features/compa/compa-query';
import { bandSource, GROUP_BY_LABEL, SORT_LABEL } from '~/features/compa/compa-text';
import classes from '~/features/compa/components/compa.module.css';
import { EmployeeForm, type EmployeeFormChoices } from '~/features/compa/components/employee-form';
import { EmployeeView } from '~/features/compa/components/employee-view';
import { RosterUpload } from '~/features/compa/components/roster-upload';
import { GroupsTable, RosterTable } from '~/features/compa/components/roster-table';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { privatePageMeta } from '~/lib/meta';
import { CardSection } from '~/shell/card-section';
import { PageFrame, PageHeading } from '~/shell/page-frame';

/**
 * /compa: the workspace's roster against its pay bands and the market (SPEC §2.1; ADR 054). The
 * upload (analysts and admins; a refused file lists its errors by row and column), the roster with
 * compa-ratio and range penetration, filters, sort and views in a plain GET form, CSV and XLSX
 * exports, and an employee's view (`?employee=`). Analysts and admins add an employee and edit the
 * one opened with plain POST forms. Server-rendered; only the upload needs JavaScript.
 */
export const loader = (args: Route.LoaderArgs) => loadCompa(args);
export const action = (args: Route.ActionArgs) => employeeAction(args);

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Compa',
  description: 'Your employees against your pay bands and the market: compa-ratio, range penetration and the closest band.',
  path: paths.compa(),
});

export default function CompaPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen="Compa" />;
  if (loaderData.kind === 'refused') return <WorkspaceRefused screen="Compa" message={loaderData.message} size="lg" />;
  const { workspace, roster, query, employee } = loaderData;
  const canEdit = workspace.role !== 'viewer';
  const refused = actionData && !actionData.ok ? actionData : null;
  const addRefused = refused?.intent === ADD_EMPLOYEE ? refused : null;
  const editRefused = refused?.intent === EDIT_EMPLOYEE && employee && refused.employee === employee.employee.id ? refused : null;
  const choices: EmployeeFormChoices = {
    families: loaderData.families,
    metros: loaderData.metros,
    managers: roster?.choices.managers ?? [],
  };
  const exportQuery = new URLSearchParams(rosterQuery({ ...query, groupBy: undefined, page: undefined }));
  const exportHref = (format: 'csv' | 'xlsx') =>
    `${API_BASE}/compa/roster/export?${new URLSearchParams({ ...Object.fromEntries(exportQuery), format })}`;

  return (
    <PageFrame>
      <PageHeading eyebrow="Employers" title="Compa">
        <WorkspaceBar workspace={workspace} />
        <Text c="dimmed" mt={6}>
          Each employee against your pay band (compa-ratio and range penetration) and against our market for their family, level and metro,
          so band drift and market drift show apart. Bands come from{' '}
          <Anchor component={Link} to={paths.compBands()} underline="always">
            Pay bands
          </Anchor>
          . The same roster gives the{' '}
          <Anchor component={Link} to={paths.payEquity()} underline="always">
            pay equity report
          </Anchor>{' '}
          and each employee&apos;s{' '}
          <Anchor component={Link} to={paths.rewardsStatements()} underline="always">
            total rewards statement
          </Anchor>
          ; offers to candidates are checked the same way in{' '}
          <Anchor component={Link} to={paths.compaOffers()} underline="always">
            Candidate offers
          </Anchor>
          , and raises are planned over the roster in{' '}
          <Anchor component={Link} to={paths.merit()} underline="always">
            Merit cycles
          </Anchor>
          .
        </Text>
      </PageHeading>

      {loaderData.employeeError && (
        <Alert color="red" role="alert" title="The employee could not be opened">
          {loaderData.employeeError}
        </Alert>
      )}
      {refused?.intent === EDIT_EMPLOYEE && !editRefused && (
        <Alert color="red" role="alert" title="The changes were not saved">
          {refused.message}
        </Alert>
      )}
      {loaderData.saved && employee && (
        <Alert
          color="green"
          role="status"
          title={loaderData.saved === 'added' ? 'Employee added' : 'Changes saved'}
          data-testid="employee-saved"
        >
          {employee.employee.name ?? employee.employee.employeeId}
          {loaderData.saved === 'added' ? ' is on the roster' : '’s figures are recalculated'}: their figures are below.
        </Alert>
      )}
      {employee && (
        <EmployeeView
          result={employee}
          query={query}
          edit={
            canEdit ? (
              <details className={classes.disclosure} open={Boolean(editRefused)} data-testid="employee-edit">
                <summary>Edit</summary>
                {/* Remounted after a refusal (what was typed) and after a save (the saved values). */}
                <EmployeeForm
                  key={editRefused?.attempt ?? `${employee.employee.id}-${employee.employee.editedAt ?? 'file'}`}
                  intent={EDIT_EMPLOYEE}
                  rowId={employee.employee.id}
                  initial={editRefused?.typed ?? employeeFormValues(employee.employee, employee.version.currency)}
                  error={editRefused?.message ?? null}
                  choices={choices}
                  showGender={canEdit}
                  label={`Edit ${employee.employee.name ?? employee.employee.employeeId}`}
                  submit="Save changes"
                />
              </details>
            ) : null
          }
        />
      )}

      <CardSection id="upload-title" title="Roster file">
        <RosterUpload canEdit={canEdit} columns={loaderData.columns} maxRows={loaderData.maxRows} />
      </CardSection>

      {canEdit && (
        <CardSection id="add-employee-title" title="Add an employee" testId="add-employee">
          <details className={classes.disclosure} open={Boolean(addRefused) || !roster}>
            <summary>One employee by hand</summary>
            <Text size="sm" mb="sm">
              Added to the current roster version{roster ? '' : ' (a new one, started by hand)'} and checked as a file’s row is. The next
              upload starts a new version.
            </Text>
            {/* A fresh form after each refusal (what was typed) and after each employee added. */}
            <EmployeeForm
              key={addRefused?.attempt ?? `after-${roster?.summary.employees ?? 0}`}
              intent={ADD_EMPLOYEE}
              initial={addRefused?.typed ?? emptyEmployeeForm(loaderData.currency)}
              error={addRefused?.message ?? null}
              choices={choices}
              showGender={canEdit}
              label="Add an employee"
              submit="Add the employee"
            />
          </details>
        </CardSection>
      )}

      {loaderData.rosterError && (
        <Alert color="red" role="alert" title="The roster could not be loaded">
          {loaderData.rosterError}
        </Alert>
      )}

      {roster ? (
        <CardSection id="roster-title" title="Roster" testId="roster">
          <Text size="sm" mb="xs" data-testid="roster-source">
            {roster.summary.employees.toLocaleString('en-US')} employees from {roster.version.fileName}, uploaded{' '}
            {formatDate(roster.version.uploadedAt)} ({roster.versions.length} version{roster.versions.length === 1 ? '' : 's'} kept).{' '}
            {roster.bands ? `Bands: ${bandSource(roster.bands, formatDate)}.` : 'No pay bands for this region yet.'} Figures as of{' '}
            {formatDate(roster.asOf)}.
          </Text>
          <Text size="sm" mb="md">
            {roster.summary.belowMin} below their band’s minimum, {roster.summary.aboveMax} above its maximum; {roster.summary.withBand}{' '}
            with a band, {roster.summary.withMarket} with a market figure. By compa-ratio:{' '}
            {BUCKETS.map((b) => `${b}: ${roster.summary.buckets[b]}`).join(' · ')}.
          </Text>

          <Form method="get" action={paths.compa()} className={classes.filters} aria-label="Roster filters">
            <NativeSelect
              label="Team"
              name="manager"
              defaultValue={query.manager ?? ''}
              data={[
                { value: '', label: 'Everyone' },
                ...roster.choices.managers.map((m) => ({ value: m.employeeId, label: m.name ?? m.employeeId })),
              ]}
            />
            <NativeSelect
              label="Level"
              name="level"
              defaultValue={query.level ? String(query.level) : ''}
              data={[{ value: '', label: 'Every level' }, ...roster.choices.levels.map((l) => ({ value: String(l.level), label: l.name }))]}
            />
            <NativeSelect
              label="Location"
              name="location"
              defaultValue={query.location ?? ''}
              data={[{ value: '', label: 'Every location' }, ...roster.choices.locations]}
            />
            <NativeSelect
              label="Compa-ratio"
              name="bucket"
              defaultValue={query.bucket ?? ''}
              data={[{ value: '', label: 'Any' }, ...BUCKETS]}
            />
            <NativeSelect
              label="Sort"
              name="sort"
              defaultValue={query.sort}
              data={SORTS.map((s) => ({ value: s, label: SORT_LABEL[s] }))}
            />
            <NativeSelect
              label="View by"
              name="groupBy"
              defaultValue={query.groupBy ?? ''}
              data={[{ value: '', label: 'No grouping' }, ...GROUP_BYS.map((g) => ({ value: g, label: GROUP_BY_LABEL[g] }))]}
            />
            {roster.bandGroups.length > 1 && (
              <NativeSelect
                label="Band group"
                name="bandGroupId"
                defaultValue={String(query.bandGroupId ?? roster.bands?.group.id ?? '')}
                data={roster.bandGroups.map((g) => ({ value: String(g.id), label: g.name }))}
              />
            )}
            <Group gap="xs">
              <Button type="submit">Apply</Button>
              <Anchor component={Link} to={compaHref({ sort: 'below-min' })} size="sm">
                Clear
              </Anchor>
            </Group>
          </Form>

          <Group gap="md" mb="sm">
            <Text size="sm">Export what is shown:</Text>
            <Anchor href={exportHref('csv')} download size="sm">
              CSV
            </Anchor>
            <Anchor href={exportHref('xlsx')} download size="sm">
              XLSX
            </Anchor>
          </Group>

          {query.groupBy && roster.groups.length > 0 && <GroupsTable groups={roster.groups} by={GROUP_BY_LABEL[query.groupBy]} />}
          <Text size="sm" mb="xs" data-testid="roster-count">
            {roster.matching === roster.summary.employees
              ? `${roster.matching.toLocaleString('en-US')} employees`
              : `${roster.matching.toLocaleString('en-US')} of ${roster.summary.employees.toLocaleString('en-US')} employees match`}
            {roster.matching > roster.pageSize &&
              `; ${((roster.page - 1) * roster.pageSize + 1).toLocaleString('en-US')}–${Math.min(roster.page * roster.pageSize, roster.matching).toLocaleString('en-US')} shown`}
            .
          </Text>
          <RosterTable roster={roster} query={query} />
          {roster.matching > roster.pageSize && (
            <Group gap="md" mt="sm" component="nav" aria-label="Roster pages">
              {roster.page > 1 && (
                <Anchor component={Link} to={compaHref({ ...query, employee: undefined, page: roster.page - 1 })}>
                  Previous page
                </Anchor>
              )}
              <Text size="sm">
                Page {roster.page} of {Math.ceil(roster.matching / roster.pageSize)}
              </Text>
              {roster.page * roster.pageSize < roster.matching && (
                <Anchor component={Link} to={compaHref({ ...query, employee: undefined, page: roster.page + 1 })}>
                  Next page
                </Anchor>
              )}
            </Group>
          )}
        </CardSection>
      ) : (
        !loaderData.rosterError && (
          <Text>No roster yet{canEdit ? ': upload a file above (start from the sample).' : ': analysts and admins upload it.'}</Text>
        )
      )}
    </PageFrame>
  );
}
