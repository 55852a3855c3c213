.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# System properties: what the JVM and dexmetal agree on (separators, unknown keys,
# defaults, setProperty/clearProperty round trips, key checks), Properties with
# defaults, and the Hashtable rules under them. The values that name the VM are
# checked in vm/tests instead.

.method public static main([Ljava/lang/String;)V
    .registers 6
    const-string v0, "line.separator"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->length()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-static {}, Ljava/lang/System;->lineSeparator()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-string v0, "file.separator"
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V
    const-string v0, "path.separator"
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V
    const-string v0, "no.such.key"
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V
    const-string v1, "fallback"
    invoke-static {v0, v1}, Ljava/lang/System;->getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    const-string v1, "file.separator"
    const-string v2, "fallback"
    invoke-static {v1, v2}, Ljava/lang/System;->getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V

    const-string v0, "java.vm.name"
    invoke-static {v0}, LMain;->present(Ljava/lang/String;)V
    const-string v0, "java.version"
    invoke-static {v0}, LMain;->present(Ljava/lang/String;)V
    const-string v0, "os.arch"
    invoke-static {v0}, LMain;->present(Ljava/lang/String;)V
    const-string v0, "os.name"
    invoke-static {v0}, LMain;->present(Ljava/lang/String;)V

    const-string v0, "my.key"
    const-string v1, "one"
    invoke-static {v0, v1}, Ljava/lang/System;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V
    const-string v1, "two"
    invoke-static {v0, v1}, Ljava/lang/System;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-static {}, Ljava/lang/System;->getProperties()Ljava/util/Properties;
    move-result-object v1
    invoke-virtual {v1, v0}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/util/Properties;->stringPropertyNames()Ljava/util/Set;
    move-result-object v2
    invoke-interface {v2, v0}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v2
    invoke-static {v2}, LMain;->p(Z)V
    invoke-static {}, Ljava/lang/System;->getProperties()Ljava/util/Properties;
    move-result-object v2
    if-ne v1, v2, :not_same
    const-string v2, "getProperties() is one object"
    invoke-static {v2}, LMain;->p(Ljava/lang/String;)V
    :not_same
    invoke-static {v0}, Ljava/lang/System;->clearProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/String;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V

    const-string v1, "seen by getProperties"
    invoke-static {}, Ljava/lang/System;->getProperties()Ljava/util/Properties;
    move-result-object v2
    invoke-virtual {v2, v0, v1}, Ljava/util/Properties;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V
    const/4 v1, 0
    invoke-static {v1}, Ljava/lang/System;->setProperties(Ljava/util/Properties;)V
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V
    const-string v0, "path.separator"
    invoke-static {v0}, LMain;->show(Ljava/lang/String;)V

    invoke-static {}, LMain;->keyChecks()V
    invoke-static {}, LMain;->defaults()V
    return-void
.end method

.method static keyChecks()V
    .registers 3
    :null_start
    const/4 v0, 0
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    :null_end
    .catch Ljava/lang/NullPointerException; {:null_start .. :null_end} :null
    goto :empty_start
    :null
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)V
    :empty_start
    const-string v0, ""
    const-string v1, "x"
    invoke-static {v0, v1}, Ljava/lang/System;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    :empty_end
    .catch Ljava/lang/IllegalArgumentException; {:empty_start .. :empty_end} :empty
    goto :nullval_start
    :empty
    move-exception v0
    invoke-static {v0}, LMain;->describe(Ljava/lang/Throwable;)V
    :nullval_start
    const-string v0, "k"
    const/4 v1, 0
    invoke-static {v0, v1}, Ljava/lang/System;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    :nullval_end
    .catch Ljava/lang/NullPointerException; {:nullval_start .. :nullval_end} :nullval
    return-void
    :nullval
    move-exception v0
    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static defaults()V
    .registers 6
    new-instance v0, Ljava/util/Properties;
    invoke-direct {v0}, Ljava/util/Properties;-><init>()V
    const-string v1, "a"
    const-string v2, "1"
    invoke-virtual {v0, v1, v2}, Ljava/util/Properties;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    new-instance v2, Ljava/util/Properties;
    invoke-direct {v2, v0}, Ljava/util/Properties;-><init>(Ljava/util/Properties;)V
    const-string v3, "b"
    const-string v4, "2"
    invoke-virtual {v2, v3, v4}, Ljava/util/Properties;->setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;
    invoke-virtual {v2, v1}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2, v1}, Ljava/util/Properties;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v2, v1}, Ljava/util/Properties;->containsKey(Ljava/lang/Object;)Z
    move-result v4
    invoke-static {v4}, LMain;->p(Z)V
    const-string v3, "c"
    const/4 v4, 3
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-virtual {v2, v3, v4}, Ljava/util/Properties;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v2, v3}, Ljava/util/Properties;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    invoke-virtual {v2, v3}, Ljava/util/Properties;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v2}, Ljava/util/Properties;->size()I
    move-result v4
    invoke-static {v4}, LMain;->p(I)V
    invoke-virtual {v2}, Ljava/util/Properties;->stringPropertyNames()Ljava/util/Set;
    move-result-object v4
    invoke-interface {v4}, Ljava/util/Set;->size()I
    move-result v5
    invoke-static {v5}, LMain;->p(I)V
    invoke-interface {v4, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    invoke-interface {v4, v3}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v5
    invoke-static {v5}, LMain;->p(Z)V
    const-string v3, "zzz"
    const-string v4, "dflt"
    invoke-virtual {v2, v3, v4}, Ljava/util/Properties;->getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/String;)V
    const-string v3, "b"
    invoke-virtual {v2, v3}, Ljava/util/Properties;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v4
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    instance-of v4, v2, Ljava/util/Hashtable;
    invoke-static {v4}, LMain;->p(Z)V
    instance-of v4, v2, Ljava/util/Map;
    invoke-static {v4}, LMain;->p(Z)V

    new-instance v0, Ljava/util/Hashtable;
    invoke-direct {v0}, Ljava/util/Hashtable;-><init>()V
    const-string v1, "k"
    const-string v2, "v"
    invoke-virtual {v0, v1, v2}, Ljava/util/Hashtable;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-virtual {v0, v2}, Ljava/util/Hashtable;->contains(Ljava/lang/Object;)Z
    move-result v3
    invoke-static {v3}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/util/Hashtable;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :nk_start
    const/4 v3, 0
    invoke-virtual {v0, v3, v2}, Ljava/util/Hashtable;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :nk_end
    .catch Ljava/lang/NullPointerException; {:nk_start .. :nk_end} :nk
    goto :nv_start
    :nk
    move-exception v3
    const-string v3, "null key: NullPointerException"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :nv_start
    const/4 v3, 0
    invoke-virtual {v0, v1, v3}, Ljava/util/Hashtable;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :nv_end
    .catch Ljava/lang/NullPointerException; {:nv_start .. :nv_end} :nv
    goto :ng_start
    :nv
    move-exception v3
    const-string v3, "null value: NullPointerException"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :ng_start
    const/4 v3, 0
    invoke-virtual {v0, v3}, Ljava/util/Hashtable;->get(Ljava/lang/Object;)Ljava/lang/Object;
    :ng_end
    .catch Ljava/lang/NullPointerException; {:ng_start .. :ng_end} :ng
    goto :size
    :ng
    move-exception v3
    const-string v3, "get(null): NullPointerException"
    invoke-static {v3}, LMain;->p(Ljava/lang/String;)V
    :size
    invoke-virtual {v0}, Ljava/util/Hashtable;->size()I
    move-result v3
    invoke-static {v3}, LMain;->p(I)V
    return-void
.end method

.method static show(Ljava/lang/String;)V
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, " = "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static present(Ljava/lang/String;)V
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, " set: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-static {p0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :null
    invoke-virtual {v1}, Ljava/lang/String;->isEmpty()Z
    move-result v1
    if-nez v1, :null
    const/4 v1, 1
    goto :append
    :null
    const/4 v1, 0
    :append
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static describe(Ljava/lang/Throwable;)V
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static p(I)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

.method static p(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method static p(Ljava/lang/Object;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method
