// A development's page (decision 030): /architecture-page for the first development, /developments/{slug}/… for any.
import type { LoaderFunctionArgs } from 'react-router';
import { loadDevelopment } from '../development-loader';

export const loader = ({ context, params }: LoaderFunctionArgs) => loadDevelopment(context, params.slug ?? null);
