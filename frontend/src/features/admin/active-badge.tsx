import { Badge } from '@chakra-ui/react/badge';

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
