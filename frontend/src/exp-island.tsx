import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { SiteHeader } from './components/site-header';
const host = document.createElement('div');
document.body.appendChild(host);
createRoot(host).render(<Providers><MemoryRouter><SiteHeader /></MemoryRouter></Providers>);
