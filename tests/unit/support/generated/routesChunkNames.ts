/** Stand-in for @generated/routesChunkNames: the same table as the JSON module's stand-in. */
export {default} from './routesChunkNames.json';
