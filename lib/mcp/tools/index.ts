/** Every MCP tool, in catalog order. */
import { searchEmployee } from './search-employee.js';

export const TOOLS = [searchEmployee] as const;
