// Screens that later issues build (home, property, show room, item, location, static pages,
// admin screens): a translated placeholder inside the frame until then, guarded like the
// real screen will be.
import type { PlaceholderScreen } from '../../features/status/placeholder-page';

export function placeholder(screen: PlaceholderScreen) {
  return async () => {
    const { PlaceholderPage } = await import('../../features/status/placeholder-page');
    return { Component: () => <PlaceholderPage screen={screen} /> };
  };
}
