import { Button, Group, Text } from '@mantine/core';
import { formatAmount } from '@paysight/contract/core';
import { Link } from 'react-router';
import { paths } from '~/config/paths';

/** The profile's salary factor: the member's current pay, or the way to add it. The page gives it its card style. */
export function SalaryCard({ salary, className }: { salary: { base: number; currency: 'INR' | 'USD' } | null; className?: string }) {
  return (
    <section className={className} aria-labelledby="your-salary" data-testid="salary-card">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text id="your-salary" fw={700}>
            Salary
          </Text>
          <Text fz="sm" c="dimmed">
            {salary
              ? `Current base ${formatAmount(salary.base, salary.currency === 'INR' ? 'in' : 'us')} a year, shared anonymously.`
              : 'Share what you earn, anonymously, to see where you stand. It counts 20% of your profile.'}
          </Text>
        </div>
        <Button component={Link} to={paths.profileSalary()} variant={salary ? 'default' : 'filled'} size="sm">
          {salary ? 'Your salaries' : 'Add your salary'}
        </Button>
      </Group>
    </section>
  );
}
