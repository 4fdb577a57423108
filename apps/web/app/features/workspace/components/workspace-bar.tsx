import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { api } from '@paysight/contract';
import { formatDate } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { ROLE_LABEL } from '../workspace-text';

/** The workspace a screen works in: its name, the member's role, the trial or expiry, and the members' screen. */
export function WorkspaceBar({ workspace, members = true }: { workspace: api.Workspace; members?: boolean }) {
  return (
    <Group gap="xs" mt="xs" wrap="wrap" data-testid="workspace-bar">
      <Text fw={600}>{workspace.name}</Text>
      <Badge variant="light" color={workspace.role === 'viewer' ? 'gray' : 'brand'} data-testid="workspace-role">
        {ROLE_LABEL[workspace.role]}
      </Badge>
      <Text size="sm" c="dimmed">
        {workspace.region ? `${workspace.region === 'in' ? 'India' : 'US'} only` : 'India and US'} ·{' '}
        {workspace.trial ? 'trial until' : 'access until'} {formatDate(workspace.expiresAt)}
      </Text>
      {members && (
        <Anchor component={Link} to={paths.employerMembers()} size="sm">
          Members
        </Anchor>
      )}
    </Group>
  );
}
