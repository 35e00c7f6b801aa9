// Mantine's Modal and Drawer with one change: their title bar is a <div>, not a <header>. Inside a role="dialog"
// section a <header> is still a page banner for assistive technology (and axe: landmark-no-duplicate-banner), so an
// open dialog would give the page two banners. The close button shows only with its accessible name
// (`closeButtonProps`); a dialog whose own buttons close it can leave it out (Escape still closes).
import type { ReactNode } from 'react';
import { Drawer, Modal, type DrawerRootProps, type ModalRootProps } from '@mantine/core';

interface Extra {
  title: ReactNode;
  /** The × button's name; without it the dialog has no × (its own buttons and Escape close it). */
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
          {closeButtonProps ? <Modal.CloseButton {...closeButtonProps} /> : null}
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
          {closeButtonProps ? <Drawer.CloseButton {...closeButtonProps} /> : null}
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
