import {leadThenGenerated} from './lead';

export default leadThenGenerated('demo-room');
