import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { OfflinePackSync } from '../offline-pack/offline-pack-sync';
import { AppRoutes } from './app-routes';

/** The whole app: one query client, one browser router, the offline pack kept fresh. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OfflinePackSync />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
