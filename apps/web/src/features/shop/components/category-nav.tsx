// The shop's category sidebar: "All products" and the region's categories; choosing one starts at page 1. On a phone
// the same list opens in a drawer behind a "Categories" button (spec §2 Shop).
import { Button, NavLink, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCategory } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Category } from '@club/contract/shop';
import { AppDrawer } from '../../../components/ui/dialogs';
import { paths } from '../../../config/paths';
import { searchOf } from '../utils/shop-params';

function CategoryLinks({ categories, selected, onPick }: { categories: Category[] | undefined; selected: number[]; onPick?: () => void }) {
  const intl = useIntl();
  if (!categories)
    return (
      <Stack gap={6} aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={32} />
        ))}
      </Stack>
    );
  const all = selected.length === 0;
  return (
    <nav aria-label={intl.formatMessage({ id: 'shop.categories' })}>
      <NavLink
        component={Link}
        to={paths.shop}
        label={<FormattedMessage id="shop.allProducts" />}
        active={all}
        aria-current={all ? 'page' : undefined}
        onClick={onPick}
      />
      {categories.map((c) => {
        const active = selected.length === 1 && selected[0] === c.id;
        return (
          <NavLink
            key={c.uuid}
            component={Link}
            to={paths.shop + searchOf({ page: 1, categories: [c.id] })}
            label={c.name}
            description={intl.formatMessage({ id: 'shop.productCount' }, { count: c.products_count })}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onPick}
          />
        );
      })}
    </nav>
  );
}

export function CategorySidebar({ categories, selected }: { categories: Category[] | undefined; selected: number[] }) {
  return <CategoryLinks categories={categories} selected={selected} />;
}

export function CategoryDrawer({ categories, selected }: { categories: Category[] | undefined; selected: number[] }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCategory size={18} aria-hidden />} onClick={open} fullWidth>
        <FormattedMessage id="shop.categories" />
      </Button>
      <AppDrawer
        opened={opened}
        onClose={close}
        title={<FormattedMessage id="shop.categories" />}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shop.closeCategories' }) }}
        size={300}
      >
        <CategoryLinks categories={categories} selected={selected} onPick={close} />
      </AppDrawer>
    </>
  );
}
