/**
 * Variant descriptors: one immutable {@link pbm.engine.variant.Rules} value per game, built in
 * {@link pbm.engine.variant.RuleSets} from a few shared parts, each citing its rulebook.
 */
package pbm.engine.variant;
