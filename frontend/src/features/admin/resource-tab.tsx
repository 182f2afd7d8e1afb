// The one list + dialog + CRUD screen, driven by a ResourceConfig (events,
// testimonials and gallery share it).
import { Box } from '@chakra-ui/react/box';
import { Button, IconButton } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { memo, useCallback, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { mutationMessage } from '../../../../contract/messages';
import type { EditableResource } from '../../../../contract/routes';
import { ActiveBadge } from './active-badge';
import { useAdminSession } from './admin-session';
import { LoadMore, SearchBox, useSettled } from './list-controls';
import { ListState } from './list-state';
import type { ResourceConfig } from './resource-config';
import { ResourceDialog } from './resource-dialog';
import { runMutation } from './run-mutation';
import { useAdminList, type AdminRow } from './use-admin-list';
import { stickyActions } from './sticky-actions';
import { TableFrame } from './table-frame';

type TableProps<R extends EditableResource> = {
  config: ResourceConfig<R>;
  items: AdminRow[R][];
  onEdit: (item: AdminRow[R]) => void;
  onRemove: (item: AdminRow[R]) => void;
};

/**
 * The list's table, rendered again only when its rows change: a tap on Edit or Add opens the dialog in
 * the next frame instead of re-rendering every row with it (its props are the list's own array and
 * callbacks that stay the same).
 */
const ResourceTable = memo(function ResourceTable<R extends EditableResource>({ config, items, onEdit, onRemove }: TableProps<R>) {
  return (
    <TableFrame label={config.title}>
      <Table.Root size="sm" aria-label={config.title}>
        <Table.Header>
          <Table.Row>
            {config.columns.map((c) => (
              <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...stickyActions}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((item) => (
            <Table.Row key={item.id}>
              {config.columns.map((c) => (
                <Table.Cell key={c.header}>{c.cell(item)}</Table.Cell>
              ))}
              <Table.Cell>
                <ActiveBadge active={item.isActive} />
              </Table.Cell>
              <Table.Cell textAlign="end" {...stickyActions}>
                <HStack justify="flex-end" gap="1">
                  <IconButton size="sm" variant="ghost" aria-label={`Edit ${config.itemName(item)}`} onClick={() => onEdit(item)}>
                    <Pencil />
                  </IconButton>
                  <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${config.itemName(item)}`} onClick={() => onRemove(item)}>
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}) as <R extends EditableResource>(props: TableProps<R>) => ReactElement;

export function ResourceTab<R extends EditableResource>({ config }: { config: ResourceConfig<R> }) {
  const { client } = useAdminSession();
  const [query, setQuery] = useState('');
  const search = useSettled(query).trim();
  const list = useAdminList(config.resource, { search });
  const [dialog, setDialog] = useState<{ open: boolean; item: AdminRow[R] | null }>({ open: false, item: null });

  async function remove(item: AdminRow[R]) {
    if (!window.confirm(config.confirmText)) return;
    const outcome = await runMutation(() => client.remove(config.resource, item.id), mutationMessage(config.label, 'deleted'));
    if (outcome.ok) void list.refresh();
  }
  // Callbacks that stay the same across renders, so the table's memo holds (the latest remove runs).
  const latestRemove = useRef(remove);
  useLayoutEffect(() => {
    latestRemove.current = remove;
  });
  const onRemove = useCallback((item: AdminRow[R]) => void latestRemove.current(item), []);
  const edit = useCallback((item: AdminRow[R]) => setDialog({ open: true, item }), []);

  return (
    <Box>
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="lg">
          {config.title}
        </Heading>
        <Flex gap="2" align="center" wrap={{ base: 'wrap', md: 'nowrap' }}>
          <SearchBox label={`Search ${config.title.toLowerCase()}`} placeholder={config.searchPlaceholder} value={query} onChange={setQuery} />
          <Button colorPalette="purple" flexShrink={0} onClick={() => setDialog({ open: true, item: null })}>
            <Plus aria-hidden /> Add {config.label}
          </Button>
        </Flex>
      </Flex>

      <ListState list={list} emptyMessage={search ? `No ${config.title.toLowerCase()} match your search` : config.emptyMessage} what={config.title.toLowerCase()}>
        <ResourceTable config={config} items={list.items} onEdit={edit} onRemove={onRemove} />
      </ListState>
      <LoadMore list={list} what={config.title.toLowerCase()} />

      <ResourceDialog
        config={config}
        open={dialog.open}
        item={dialog.item}
        onClose={() => setDialog({ open: false, item: null })}
        onSaved={() => void list.refresh()}
      />
    </Box>
  );
}

