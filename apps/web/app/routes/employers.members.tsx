import { Alert, Anchor, Text } from '@mantine/core';
import { data, Link } from 'react-router';
import type { Route } from './+types/employers.members';
import { paths } from '~/config/paths';
import { listWorkspaceMembers } from '~/features/workspace/api/list-workspace-members';
import { removeWorkspaceMember } from '~/features/workspace/api/remove-workspace-member';
import { setWorkspaceMember } from '~/features/workspace/api/set-workspace-member';
import { employerWorkspace } from '~/features/workspace/api/get-workspace';
import { AddMemberForm, MembersTable, RemovedList } from '~/features/workspace/components/members-panel';
import { NotEnterprise, WorkspaceRefused } from '~/features/workspace/components/not-enterprise';
import { WorkspaceBar } from '~/features/workspace/components/workspace-bar';
import { readMemberForm, ROLE_LABEL } from '~/features/workspace/workspace-text';
import { CardSection } from '~/shell/card-section';
import { PageFrame, PageHeading } from '~/shell/page-frame';
import { requireUser } from '~/lib/auth-guard';
import { privatePageMeta } from '~/lib/meta';
import { serverApi } from '~/lib/server-api';
import { OutcomeAlert } from '~/shell/outcome-alert';

/**
 * /employers/members: the workspace's members and their roles (SPEC §6; docs/decisions/030). Admins
 * add a member by email at one of the workspace's domains, change a role and remove a member; the
 * API keeps the last admin (409) and lists members to admins only (403, shown as it says).
 * Server-rendered with plain POST forms (removing asks to confirm in a dialog).
 */
export async function loader(args: Route.LoaderArgs) {
  const found = await employerWorkspace(args);
  if (found.kind !== 'ok') return found;
  const { api, client, user, workspace } = found;
  const members = await listWorkspaceMembers(client, api);
  return {
    kind: 'workspace' as const,
    workspace,
    me: user.email.toLowerCase(),
    members: members.ok ? members.data : null,
    membersError: members.ok ? null : members.message,
  };
}

const TITLES = { add: 'The member was not added', role: 'The role was not changed', remove: 'The member was not removed' } as const;

export async function action({ request, context }: Route.ActionArgs) {
  requireUser(request, context);
  const { api } = await import('@paysight/contract');
  const client = serverApi(context, request);
  const form = await request.formData();
  const posted = form.get('intent');
  const intent: keyof typeof TITLES = posted === 'remove' ? 'remove' : posted === 'role' ? 'role' : 'add';
  const read = readMemberForm(form);
  if (!read.ok) return data({ ok: false as const, intent, message: read.message, at: Date.now() }, { status: 400 });
  const result =
    read.intent === 'remove'
      ? await removeWorkspaceMember(client, api, read.email)
      : await setWorkspaceMember(client, api, { email: read.email, role: read.role });
  if (!result.ok) {
    return data(
      { ok: false as const, intent, message: result.message, at: Date.now() },
      { status: result.status >= 400 && result.status < 600 ? result.status : 502 },
    );
  }
  const message =
    read.intent === 'remove'
      ? `${read.email} was removed: their sessions have ended.`
      : intent === 'add'
        ? `${read.email} was added as ${ROLE_LABEL[read.role].toLowerCase()}.`
        : `${read.email} is now ${ROLE_LABEL[read.role].toLowerCase()}.`;
  return { ok: true as const, intent, message, at: Date.now() };
}

export const meta: Route.MetaFunction = privatePageMeta({
  title: 'Workspace members',
  description: 'Who is in your Paysight workspace, and their roles: admins, analysts and viewers.',
  path: paths.employerMembers(),
});

export default function MembersPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'not-enterprise') return <NotEnterprise screen="Workspace members" />;
  if (loaderData.kind === 'refused') {
    return <WorkspaceRefused screen="Workspace members" message={loaderData.message} size="md" />;
  }
  const { workspace, members, membersError, me } = loaderData;
  return (
    <PageFrame size="md">
      <PageHeading eyebrow="Employers" title="Workspace members">
        <WorkspaceBar workspace={workspace} members={false} />
        <Text c="dimmed" mt={6}>
          Admins do everything, members included; analysts build peer groups, views and bands; viewers read. Someone who signs in without a
          role given here is a viewer.{' '}
          <Anchor component={Link} to={paths.compBands()}>
            Pay bands
          </Anchor>
        </Text>
      </PageHeading>

      {actionData && (
        <OutcomeAlert ok={actionData.ok} failTitle={TITLES[actionData.intent]} testId="members-result">
          {actionData.message}
        </OutcomeAlert>
      )}

      {membersError !== null || members === null ? (
        <Alert color="yellow" role="alert" title="Members are managed by admins" data-testid="members-refused">
          {membersError}
        </Alert>
      ) : (
        <>
          <CardSection id="add-title" title="Add a member">
            <AddMemberForm key={actionData?.ok && actionData.intent === 'add' ? actionData.at : 'add'} domains={workspace.domains} />
          </CardSection>
          <CardSection id="members-title" title={<>Members ({members.members.length})</>}>
            <Text size="sm" c="dimmed" mb="sm">
              A workspace keeps at least one admin: make someone else admin before changing or removing the last one.
            </Text>
            {/* After each answer the role pickers show the roles as they now stand (a refused change goes back). */}
            <MembersTable key={actionData?.at ?? 'members'} members={members.members} me={me} />
          </CardSection>
          {members.removed.length > 0 && (
            <CardSection id="removed-title" title="Removed">
              <Text size="sm" c="dimmed" mb="sm">
                These emails may not sign in to the workspace until an admin adds them back.
              </Text>
              <RemovedList removed={members.removed} />
            </CardSection>
          )}
        </>
      )}
    </PageFrame>
  );
}
