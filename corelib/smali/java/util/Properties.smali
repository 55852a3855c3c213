.class public Ljava/util/Properties;
.super Ljava/util/Hashtable;
.source "Properties.java"

# java.util.Properties: a Hashtable of String keys and values with a chain of defaults.
# Not here: load/store and the stream and Enumeration methods.

.field protected defaults:Ljava/util/Properties;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/util/Hashtable;-><init>()V
    return-void
.end method

.method public constructor <init>(Ljava/util/Properties;)V
    .registers 2
    invoke-direct {p0}, Ljava/util/Hashtable;-><init>()V
    iput-object p1, p0, Ljava/util/Properties;->defaults:Ljava/util/Properties;
    return-void
.end method

.method public synchronized setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    .registers 4
    invoke-virtual {p0, p1, p2}, Ljava/util/Properties;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

# A value that is not a String counts as absent; then the defaults are asked.
.method public getProperty(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    invoke-virtual {p0, p1}, Ljava/util/Properties;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    instance-of v1, v0, Ljava/lang/String;
    if-eqz v1, :absent
    check-cast v0, Ljava/lang/String;
    return-object v0
    :absent
    iget-object v0, p0, Ljava/util/Properties;->defaults:Ljava/util/Properties;
    if-eqz v0, :none
    invoke-virtual {v0, p1}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :none
    const/4 v0, 0
    return-object v0
.end method

.method public getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    invoke-virtual {p0, p1}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :found
    move-object v0, p2
    :found
    return-object v0
.end method

# The keys whose key and value are both Strings, defaults included (JDK: an unmodifiable
# set; this one is a fresh HashSet).
.method public stringPropertyNames()Ljava/util/Set;
    .registers 2
    new-instance v0, Ljava/util/HashSet;
    invoke-direct {v0}, Ljava/util/HashSet;-><init>()V
    invoke-direct {p0, v0}, Ljava/util/Properties;->collectNames(Ljava/util/HashSet;)V
    return-object v0
.end method

.method private synchronized collectNames(Ljava/util/HashSet;)V
    .registers 6
    iget-object v0, p0, Ljava/util/Properties;->defaults:Ljava/util/Properties;
    if-eqz v0, :own
    invoke-direct {v0, p1}, Ljava/util/Properties;->collectNames(Ljava/util/HashSet;)V
    :own
    invoke-virtual {p0}, Ljava/util/Properties;->entrySet()Ljava/util/Set;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/util/Map$Entry;
    invoke-interface {v1}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v2
    invoke-interface {v1}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;
    move-result-object v1
    instance-of v3, v2, Ljava/lang/String;
    if-eqz v3, :loop
    instance-of v3, v1, Ljava/lang/String;
    if-eqz v3, :loop
    invoke-virtual {p1, v2}, Ljava/util/HashSet;->add(Ljava/lang/Object;)Z
    goto :loop
    :done
    return-void
.end method
