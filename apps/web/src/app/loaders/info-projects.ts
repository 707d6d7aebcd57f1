// A development's overview (decision 030): /projects for the first development, with every
// development's card (the root loader brings the list), /developments/{slug} for any.
import type { LoaderFunctionArgs } from 'react-router';
import { loadDevelopment } from '../development-loader';

export const loader = ({ context, params }: LoaderFunctionArgs) => loadDevelopment(context, params.slug ?? null);
