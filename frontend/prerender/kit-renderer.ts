// Entry of the publish kit's renderer bundle (frontend/.build/publish/renderer.cjs):
// what the build's prerender and the run-time publisher call.
export { renderDocument } from './document';
