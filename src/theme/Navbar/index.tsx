import type {ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import HydrationGate from '@site/src/components/HydrationGate';

/** Wrap: the stock navbar, hydrated in a task of its own (src/components/HydrationGate). */
export default function NavbarWrapper(): ReactNode {
  return (
    <HydrationGate name="navbar">
      <Navbar />
    </HydrationGate>
  );
}
