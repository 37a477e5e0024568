package pbm.cli;

import picocli.CommandLine.IVersionProvider;

/** The version of the running jar. */
final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = Main.class.getPackage().getImplementationVersion();
        return new String[] {"pbm " + (version == null ? "development build" : version)};
    }
}
