// axe-core over every screen on a desktop, light and dark (e2e/axe-screens.ts).
import { checkScreens } from './axe-screens';

checkScreens('desktop');
