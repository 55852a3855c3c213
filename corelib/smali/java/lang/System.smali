.class public final Ljava/lang/System;
.super Ljava/lang/Object;
.source "System.java"

.field public static final out:Ljava/io/PrintStream;
.field public static final err:Ljava/io/PrintStream;
.field private static props:Ljava/util/Properties;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Ljava/io/PrintStream$Console;
    const/4 v1, 1
    invoke-direct {v0, v1}, Ljava/io/PrintStream$Console;-><init>(I)V
    sput-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v0, Ljava/io/PrintStream$Console;
    const/4 v1, 2
    invoke-direct {v0, v1}, Ljava/io/PrintStream$Console;-><init>(I)V
    sput-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    return-void
.end method

.method public static native currentTimeMillis()J
.end method

.method public static native nanoTime()J
.end method

.method public static native identityHashCode(Ljava/lang/Object;)I
.end method

.method public static native gc()V
.end method

.method public static native runFinalization()V
.end method

.method public static native exit(I)V
.end method

.method public static native arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
.end method

.method public static native lineSeparator()Ljava/lang/String;
.end method

# Native libraries (see Runtime.loadLibrary).
.method public static loadLibrary(Ljava/lang/String;)V
    .registers 2
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/Runtime;->loadLibrary(Ljava/lang/String;)V
    return-void
.end method

.method public static load(Ljava/lang/String;)V
    .registers 2
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/lang/Runtime;->load(Ljava/lang/String;)V
    return-void
.end method

# "lib" + name + ".so", as on Android and Linux.
.method public static mapLibraryName(Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    invoke-static {p0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "lib"
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, ".so"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method


# System properties: made on first use from the VM's list (the VM's and the library's: corelib/src/props.rs).
.method private static native initProperties()[Ljava/lang/String;
.end method

.method private static synchronized props()Ljava/util/Properties;
    .registers 6
    sget-object v0, Ljava/lang/System;->props:Ljava/util/Properties;
    if-nez v0, :done
    new-instance v0, Ljava/util/Properties;
    invoke-direct {v0}, Ljava/util/Properties;-><init>()V
    invoke-static {}, Ljava/lang/System;->initProperties()[Ljava/lang/String;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0
    :loop
    if-ge v3, v2, :filled
    aget-object v4, v1, v3
    add-int/lit8 v3, v3, 1
    aget-object v5, v1, v3
    add-int/lit8 v3, v3, 1
    invoke-virtual {v0, v4, v5}, Ljava/util/Properties;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    goto :loop
    :filled
    sput-object v0, Ljava/lang/System;->props:Ljava/util/Properties;
    :done
    return-object v0
.end method

# JDK checkKey: NullPointerException "key can't be null", IllegalArgumentException
# "key can't be empty".
.method private static checkKey(Ljava/lang/String;)V
    .registers 3
    if-nez p0, :nonnull
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "key can't be null"
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :nonnull
    invoke-virtual {p0}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "key can't be empty"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
    :ok
    return-void
.end method

.method public static getProperties()Ljava/util/Properties;
    .registers 1
    invoke-static {}, Ljava/lang/System;->props()Ljava/util/Properties;
    move-result-object v0
    return-object v0
.end method

# null restores the initial properties (JDK).
.method public static synchronized setProperties(Ljava/util/Properties;)V
    .registers 1
    sput-object p0, Ljava/lang/System;->props:Ljava/util/Properties;
    return-void
.end method

.method public static getProperty(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    invoke-static {p0}, Ljava/lang/System;->checkKey(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/System;->props()Ljava/util/Properties;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    invoke-static {p0}, Ljava/lang/System;->checkKey(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/System;->props()Ljava/util/Properties;
    move-result-object v0
    invoke-virtual {v0, p0, p1}, Ljava/util/Properties;->getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 3
    invoke-static {p0}, Ljava/lang/System;->checkKey(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/System;->props()Ljava/util/Properties;
    move-result-object v0
    invoke-virtual {v0, p0, p1}, Ljava/util/Properties;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public static clearProperty(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    invoke-static {p0}, Ljava/lang/System;->checkKey(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/System;->props()Ljava/util/Properties;
    move-result-object v0
    invoke-virtual {v0, p0}, Ljava/util/Properties;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method
