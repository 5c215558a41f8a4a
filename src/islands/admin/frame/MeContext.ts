import { createContext, useContext } from 'react';
import type { Admin } from '../../../client/api';

/** The signed-in admin, shared with the sections (Manage Admins marks the admin's own row). */
export const MeContext = createContext<Admin | undefined>(undefined);
export const useMeContext = () => useContext(MeContext);
