// Mantine's Modal and Drawer with one change: their title bar is a <div>, not a <header>. Inside a role="dialog"
// section a <header> is still a page banner for assistive technology (and axe: landmark-no-duplicate-banner), so an
// open dialog would give the page two banners.
import type { ReactNode } from 'react';
import { Drawer, Modal, type DrawerRootProps, type ModalRootProps } from '@mantine/core';

interface Extra {
  title: ReactNode;
  closeButtonProps?: { 'aria-label': string };
  children: ReactNode;
}
const asDiv = (props: Record<string, unknown>) => <div {...props} />;

export function AppModal({ title, closeButtonProps, children, ...root }: Omit<ModalRootProps, 'title' | 'children'> & Extra) {
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header renderRoot={asDiv}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton {...closeButtonProps} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

export function AppDrawer({ title, closeButtonProps, children, ...root }: Omit<DrawerRootProps, 'title' | 'children'> & Extra) {
  return (
    <Drawer.Root {...root}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header renderRoot={asDiv}>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton {...closeButtonProps} />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
